import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveDataRequested } from '@/lib/save-data';

/**
 * Prefetch on intent (hover, touch, focus of a link), installed once the page is idle: its code is a chunk of its
 * own, so the first visit does not carry it. Nothing at all when the shopper asked to save data.
 */
export function useIntentPrefetch() {
  const client = useQueryClient();
  useEffect(() => {
    if (saveDataRequested()) return;
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    // Safari has no requestIdleCallback: there the listeners come just after the first paint.
    (window.requestIdleCallback ?? setTimeout)(() => {
      if (cancelled) return;
      import('./intent-prefetch').then(
        (module) => {
          if (!cancelled) uninstall = module.installIntentPrefetch(client);
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, [client]);
}
