import { i18n } from '@/lib/i18n';
import { Suspense } from 'react';
import { usePreferences } from '@/features/preferences';
import { preloadableLazy } from '@/lib/hydration';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';

// Only a visitor who has not chosen yet needs the banner, so its code and its texts (the 'consent' namespace) load
// on demand, side by side; it appears once both are in, never with missing texts. The server renders it into such a
// visitor's first page (it is often the largest thing on a phone's first screen), so the browser loads its code before
// taking that page over (main.tsx); the server's page carries its texts.
const panel = preloadableLazy<object>(() =>
  Promise.all([import('./cookie-banner-panel'), i18n.hasLoadedNamespace('consent') ? undefined : i18n.loadNamespaces('consent')]).then(
    ([module]) => module.CookieBannerPanel,
    () => () => null,
  ),
);

/** Loads the banner's code (and texts), for a visitor who has not chosen yet. */
export const preloadCookieBanner = panel.preload;

/** The cookie consent banner, shown only while no choice is stored. */
export function CookieBanner() {
  const { consent } = usePreferences();
  if (consent) return null;
  return (
    <HydrationPiece>
      <Suspense fallback={null}>
        <panel.Component />
      </Suspense>
    </HydrationPiece>
  );
}
