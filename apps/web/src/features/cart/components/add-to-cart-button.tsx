import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { StockItem } from '@shop/contract';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../use-add-to-cart';

/**
 * The add-to-cart button under a card on category pages (spec part 1, section 2): adds the fewest that can be
 * ordered; disabled when the item is out of stock.
 */
export function AddToCartButton({ item }: { item: StockItem }) {
  const { t } = useTranslation('cart');
  const { addToCart, isAdding } = useAddToCart();
  return (
    <Button className="w-full" disabled={item.quantity === 0 || isAdding} onClick={() => void addToCart({ item, quantity: Math.max(1, item.moq) })}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {isAdding ? t('adding') : t('addToCart')}
      <span className="sr-only">: {item.product.name}</span>
    </Button>
  );
}
