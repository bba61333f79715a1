import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { DialogClose, DialogHeader, DialogTitle, Sheet } from '@/components/ui/dialog';
import { ProductImage } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';
import { useModalDialog } from '@/lib/use-modal-dialog';
import type { CartViewLine } from '../cart-view';
import { useCart, type CartState } from '../use-cart';
import { CartStates } from './cart-states';
import { LineNotes } from './line-notes';
import { OrderSummary } from './order-summary';
import { QuantityControl } from './quantity-control';
import { RemoveLineButton } from './remove-line-button';

export interface CartPanelProps {
  id: string;
  /** Called once the panel has closed (Escape, the close button, the backdrop, a navigation). */
  onClosed(): void;
}

/**
 * The slide-out cart panel (spec part 1, section 2): a modal <dialog> from the right that reloads the cart as it
 * opens and lists the items with their quantity controls, the order's figures and 'View Cart'. Focus stays inside
 * while it is open; Escape closes it. It opens as soon as it mounts.
 */
export function CartPanel({ id, onClosed }: CartPanelProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  // 'View Cart', a product link or 'Start Shopping' leaves: the panel closes.
  const { dialogRef, close, onKeyDown } = useModalDialog({ closeOnNavigation: true });
  const cart = useCart();

  return (
    <Sheet
      side="right"
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the dialog element itself: it closes the panel.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="flex h-full flex-col">
        <DialogHeader className="border-b border-stone-200 px-4 py-3">
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogClose label={t('panel.close')} onClick={close} />
        </DialogHeader>
        <div className="flex-1 overflow-y-auto px-4">
          <CartStates cart={cart} compact />
          {cart.status === 'ready' && cart.lines.length > 0 && (
            <ul aria-label={t('items')} className="divide-y divide-stone-200">
              {cart.lines.map((line) => (
                <PanelLine key={line.stockId} line={line} cart={cart} />
              ))}
            </ul>
          )}
        </div>
        {cart.status === 'ready' && cart.lines.length > 0 && cart.totals && (
          <div className="flex flex-col gap-3 border-t border-stone-200 bg-stone-50 px-4 py-4">
            <OrderSummary totals={cart.totals} isSaving={cart.isSaving} />
            <div className="grid grid-cols-2 gap-2">
              <Link to="/cart" className={buttonClasses('outline')}>
                {t('viewCart')}
              </Link>
              <Link to="/checkout" className={buttonClasses('primary')}>
                {t('checkout')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </Sheet>
  );
}

function PanelLine({ line, cart }: { line: CartViewLine; cart: CartState }) {
  const { t } = useTranslation('cart');
  const { formatPrice } = usePreferences();
  return (
    <li className="flex gap-3 py-4">
      <ProductImage src={line.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/product/${line.stockId}`} className="font-medium text-stone-900 hover:text-brand-700 hover:underline">
            {line.name}
          </Link>
          <p className="shrink-0 font-semibold text-stone-900">{formatPrice(line.totalMinor)}</p>
        </div>
        <p className="text-xs text-stone-500">{t('line.each', { price: formatPrice(line.unitMinor) })}</p>
        <LineNotes line={line} />
        <div className="mt-1 flex items-start justify-between gap-2">
          <QuantityControl line={line} onChange={(quantity) => cart.setQuantity(line, quantity)} />
          <RemoveLineButton line={line} onRemove={() => cart.remove(line)} />
        </div>
      </div>
    </li>
  );
}
