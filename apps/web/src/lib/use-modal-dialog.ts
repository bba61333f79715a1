import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from '@/lib/router';
import { closeModal, keepTabInside, openModal } from './modal-dialog';

/**
 * A native modal <dialog> that opens as soon as it mounts: Escape closes it, Tab stays inside, and with
 * `closeOnNavigation` any navigation (a link inside it, a search) closes it too. Give `dialogRef` and `onKeyDown` to
 * the <dialog>; `close` closes it, and the dialog's own close event tells the owner.
 */
export function useModalDialog({ closeOnNavigation = false }: { closeOnNavigation?: boolean } = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { key: locationKey } = useLocation();
  const openedAt = useRef(locationKey);

  const close = useCallback(() => {
    if (dialogRef.current) closeModal(dialogRef.current);
  }, []);

  // Before the browser paints (a layout effect: Preact runs plain effects only after the paint), so a key pressed
  // right after the one that opened the dialog already lands inside it.
  useLayoutEffect(() => {
    if (dialogRef.current) openModal(dialogRef.current);
  }, []);

  // Every navigation has a new key, even to the same URL.
  useEffect(() => {
    if (closeOnNavigation && locationKey !== openedAt.current) close();
  }, [closeOnNavigation, locationKey, close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
      keepTabInside(event, event.currentTarget);
    },
    [close],
  );

  return { dialogRef, close, onKeyDown };
}
