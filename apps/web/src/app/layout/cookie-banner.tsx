import { lazy, Suspense, type ComponentType } from 'react';
import { usePreferences } from '@/features/preferences';

// Only a visitor who has not chosen yet needs the banner, so its code loads on demand, after the first paint.
const CookieBannerPanel = lazy<ComponentType>(() =>
  import('./cookie-banner-panel').then(
    (module) => ({ default: module.CookieBannerPanel }),
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
