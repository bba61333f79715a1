import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveDataRequested } from '@/lib/save-data';

const LISTEN = { capture: true, passive: true } as const;
const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prefetch on intent (hover, touch, focus of a link). Its code is a chunk of its own that loads with the first sign of
 * intent towards a link, so a visit that never points at one does not download it; that first intent is then handled
 * as every later one. Nothing at all when the shopper asked to save data.
 */
export function useIntentPrefetch() {
  const client = useQueryClient();
  useEffect(() => {
    if (saveDataRequested()) return;
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    let first: { event: Event; anchor: Element } | undefined;
    const onFirstIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!anchor || first) return;
      first = { event, anchor };
      INTENTS.forEach((type) => document.removeEventListener(type, onFirstIntent, LISTEN));
      import('./intent-prefetch').then(
        (module) => {
          // A mouse that left the link while the code loaded was only passing over it.
          const passedBy = first!.event.type === 'pointerover' && !first!.anchor.matches(':hover');
          if (!cancelled) uninstall = module.installIntentPrefetch(client, passedBy ? undefined : first!.event);
        },
        () => undefined,
      );
    };
    INTENTS.forEach((type) => document.addEventListener(type, onFirstIntent, LISTEN));
    return () => {
      cancelled = true;
      INTENTS.forEach((type) => document.removeEventListener(type, onFirstIntent, LISTEN));
      uninstall?.();
    };
  }, [client]);
}
