import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';

const GAP = 8;

/**
 * The shop's toasts, loaded after the first paint. They appear just below the sticky header (whose height changes
 * with the screen width), so they never cover the navigation or the cart badge, and at most two show at once.
 */
export function ShopToaster() {
  const [top, setTop] = useState(72);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setTop(header.offsetHeight + GAP));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  const offset = { top };
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      visibleToasts={2}
      offset={offset}
      mobileOffset={offset}
      // Sonner draws its close button 20 px wide: 24 is the least a finger should have to hit.
      toastOptions={{ classNames: { closeButton: '!size-6' } }}
    />
  );
}
