import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { watchPageInsets } from './page-insets';

/**
 * The shop's toasts, loaded after the first paint: at the bottom, in the right-hand corner on wider screens and across
 * the width on phones, at most two at once. There they never cover the header's navigation or cart badge, and the page
 * keeps the focused element above them while they show (page-insets.ts).
 */
export function ShopToaster() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => watchPageInsets(box.current), []);
  // Sonner draws its close button 20 px wide: 24 is the least a finger should have to hit.
  return (
    <div ref={box} className="contents">
      <Toaster
        position="bottom-right"
        // Sonner's own gaps (24 px, 16 px on phones), above the cookie banner while it asks.
        offset={{ bottom: 'calc(var(--banner-room, 0px) + 24px)' }}
        mobileOffset={{ bottom: 'calc(var(--banner-room, 0px) + 16px)' }}
        richColors
        closeButton
        visibleToasts={2}
        toastOptions={{ classNames: { closeButton: '!size-6' } }}
      />
    </div>
  );
}
