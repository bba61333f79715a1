import { lazy, Suspense, type ComponentType } from 'react';

// The footer is below the fold on every page, so its code loads just after the first paint. Should its chunk
// fail to load (offline), the page simply has no footer rather than failing.
const FooterContent = lazy<ComponentType>(() =>
  import('./footer-content').then(
    (module) => ({ default: module.FooterContent }),
    () => ({ default: () => null }),
  ),
);

export function Footer() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-16 h-96 bg-stone-900" />}>
      <FooterContent />
    </Suspense>
  );
}
