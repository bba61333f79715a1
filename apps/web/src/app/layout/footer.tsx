import { lazy, Suspense, type ComponentType } from 'react';
import type * as FooterModule from './footer-content';

let loading: Promise<typeof FooterModule> | undefined;
const loadFooter = () => (loading ??= import('./footer-content'));

// The footer is below the fold on every page, so its code loads just after the first paint. Should its chunk
// fail to load (offline), the page simply has no footer rather than failing.
const FooterContent = lazy<ComponentType>(() =>
  loadFooter().then(
    (module) => ({ default: module.FooterContent }),
    () => ({ default: () => null }),
  ),
);

/**
 * Resolves once the footer's code has come (or failed to), at once if nothing rendered the footer yet. The page does
 * not answer input until then: its currency and language menus work on the server's HTML meanwhile.
 */
export const footerLoaded = (): Promise<void> =>
  loading?.then(
    () => undefined,
    () => undefined,
  ) ?? Promise.resolve();

export function Footer() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-16 h-96 bg-stone-900" />}>
      <FooterContent />
    </Suspense>
  );
}
