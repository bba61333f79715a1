import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { closeCartPanel, loadCartPanel, openCartPanel, useCartCount, useCartPanelOpen, type CartPanelProps } from '@/features/cart';

// Should the panel's code fail to load (offline), the button simply returns to closed.
function Unavailable({ onClosed }: CartPanelProps) {
  useEffect(onClosed, [onClosed]);
  return null;
}

// The panel's code loads when it is first wanted, not on the first paint.
const CartPanel = lazy<ComponentType<CartPanelProps>>(() =>
  loadCartPanel().then(
    (module) => ({ default: module.CartPanel }),
    () => ({ default: Unavailable }),
  ),
);

/**
 * The cart button with a badge counting the items (named 'Cart' alone until the count is known, useCartCount); it
 * opens the slide-out cart panel, as every add to cart does. When the panel closes, focus goes back to where it was
 * (this button, or the add-to-cart button that opened it).
 */
export function CartButton() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  const open = useCartPanelOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const onClosed = useCallback(() => {
    const opener = closeCartPanel();
    (opener ?? buttonRef.current)?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={count === undefined ? t('header.cartNotCounted') : t('header.cart', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerDown={() => void loadCartPanel()}
        onClick={openCartPanel}
        className={buttonClasses('ghost', 'relative hover:bg-brand-50 hover:text-brand-700', 'icon')}
      >
        <ShoppingCart aria-hidden="true" className="size-6" />
        {count !== undefined && count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartPanel id={panelId} onClosed={onClosed} />
        </Suspense>
      )}
    </>
  );
}
