import { ShoppingCart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StockItem } from '@shop/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import type { AddToCartInput } from '@/features/cart';
import { LazyWishlistHeart } from '@/features/wishlist';
import { QuantityStepper } from './quantity-stepper';

interface PurchasePanelProps {
  item: StockItem;
  onAddToCart(input: AddToCartInput): unknown;
  isAdding: boolean;
}

/** Quantity, 'Add to Cart' and the wishlist's toggle for one stock item. Mount it afresh (key) for another item. */
export function PurchasePanel({ item, onAddToCart, isAdding }: PurchasePanelProps) {
  const { t } = useTranslation(['product', 'wishlist']);
  const inStock = item.quantity > 0;
  const [quantity, setQuantity] = useState(() => String(Math.max(1, Math.min(item.moq, item.quantity))));

  const add = () => {
    const variantAttributeId = item.variant.attribute_value.length ? item.variant.id : undefined;
    void onAddToCart({ item, quantity: Number(quantity) || 1, ...(variantAttributeId ? { variantAttributeId } : {}) });
  };

  return (
    <div className="flex flex-col gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} max={item.quantity} disabled={!inStock} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={add} disabled={!inStock || isAdding} className="min-h-12 flex-1 text-base">
          <ShoppingCart aria-hidden="true" className="size-5" />
          {isAdding ? t('adding') : t('addToCart')}
        </Button>
        {/* The wishlist's toggle, named for what it does; its code loads beside the page (the cards' hearts share it).
            Until it is in, an unseen copy of its look keeps its room, so 'Add to Cart' beside it keeps its width. */}
        <Suspense
          fallback={
            <span aria-hidden="true" className={buttonClasses('outline', 'invisible min-h-12 text-base')}>
              <span className="size-5" />
              {t('wishlist:heart.add')}
            </span>
          }
        >
          <LazyWishlistHeart item={item} />
        </Suspense>
      </div>
    </div>
  );
}
