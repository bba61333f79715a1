import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockItem } from '@shop/contract';
import { Button, buttonClasses } from '@/components/ui/button';

/**
 * The add-to-cart control under a card on category pages. Until the cart lands it takes the shopper to the
 * product page to choose the quantity (and variant); out of stock it is a disabled button.
 */
export function AddToCartAction({ item }: { item: StockItem }) {
  const { t } = useTranslation('catalog');
  if (item.quantity === 0) {
    return (
      <Button variant="outline" disabled className="w-full">
        {t('card.outOfStock')}
      </Button>
    );
  }
  return (
    <Link to={`/product/${item.id}`} className={buttonClasses('primary', 'w-full')}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {t('card.addToCart')}
      <span className="sr-only">: {item.product.name}</span>
    </Link>
  );
}
