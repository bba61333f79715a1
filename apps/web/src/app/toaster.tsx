import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { useBottomRoom } from './bottom-room';
import { watchPageInsets } from './page-insets';

/**
 * Sonner's rich colours write success in green at 4.25:1 on its pale green, warnings at about 3:1: darker text (Tailwind's
 * 800 shades, red 700) keeps every kind above 4.5:1 (WCAG AA) on the same pale backgrounds.
 */
const RICH_COLOURS_TEXT = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as React.CSSProperties;

/**
 * The shop's toasts, loaded after the first paint: at the bottom, in the right-hand corner on wider screens and across
 * the width on phones, at most two at once. There they never cover the header's navigation or cart badge, and the page
 * keeps the focused element above them while they show (page-insets.ts).
 */
export function ShopToaster() {
  const box = useRef<HTMLDivElement>(null);
  const { banner } = useBottomRoom();
  useEffect(() => watchPageInsets(box.current), []);
  // Sonner draws its close button 20 px wide: 24 is the least a finger should have to hit.
  return (
    <div ref={box} className="contents">
      <Toaster
        position="bottom-right"
        // Sonner's own gaps (24 px, 16 px on phones), above the cookie banner while it asks.
        offset={{ bottom: banner + 24 }}
        mobileOffset={{ bottom: banner + 16 }}
        richColors
        closeButton
        visibleToasts={2}
        toastOptions={{ classNames: { closeButton: '!size-6' } }}
        style={RICH_COLOURS_TEXT}
      />
    </div>
  );
}
