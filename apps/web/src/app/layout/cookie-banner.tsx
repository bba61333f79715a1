import i18n from 'i18next';
import { Suspense } from 'react';
import { usePreferences } from '@/features/preferences';
import { clientOnlyLazy } from '@/lib/hydration';

// Only a visitor who has not chosen yet needs the banner, so its code and its texts (the 'consent' namespace)
// load on demand, side by side, after the first paint; it appears once both are in, never with missing texts.
const CookieBannerPanel = clientOnlyLazy<object>(() =>
  Promise.all([import('./cookie-banner-panel'), i18n.loadNamespaces('consent')]).then(
    ([module]) => ({ default: module.CookieBannerPanel }),
    () => ({ default: () => null }),
  ),
);

/** The cookie consent banner, shown only while no choice is stored. */
export function CookieBanner() {
  const { consent } = usePreferences();
  if (consent) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
