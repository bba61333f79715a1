import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import type { WishlistItem } from '@shop/contract/wishlist';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '@/features/cart';
import { ProductImage, stockItemQuery } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';
import { withErrorText } from '@/lib/with-error-text';
import { toast } from '@/lib/toast';

/** One item of the Wishlist tab: picture, name and options, price, stock, 'Add to cart' and remove. */
export function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove(): void }) {
  const { t } = useTranslation('wishlist');
  const { formatPrice } = usePreferences();
  const queryClient = useQueryClient();
  // The cart's own add, with its stock rules and messages; success says the spec's 'Item added to cart'.
  const { addToCart, isAdding } = useAddToCart({ addedMessage: t('toast.addedToCart') });
  const [loading, setLoading] = useState(false);
  const options = item.attributes.map((a) => a.value).join(' · ');

  const add = async () => {
    setLoading(true);
    try {
      // The cart takes the catalogue's stock item (its price, stock and minimum now), as the product page adds it.
      const stock = await queryClient.fetchQuery(stockItemQuery(String(item.id)));
      await addToCart({ item: stock, quantity: Math.max(1, stock.moq) });
    } catch (error) {
      withErrorText((errorText) => toast.error(t('toast.addToCartFailed'), { description: errorText(error) }));
    } finally {
      setLoading(false);
    }
  };

  const busy = loading || isAdding;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ProductImage src={item.image} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-lg bg-stone-100 object-cover" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link to={`/product/${item.id}`} className="line-clamp-2 font-semibold text-stone-900 hover:underline">
            {item.name}
          </Link>
          {options && <p className="text-xs text-stone-600">{options}</p>}
          <p className="font-bold text-brand-700">{formatPrice(item.price)}</p>
          <p className={item.in_stock ? 'text-sm font-medium text-kente-green' : 'text-sm font-medium text-red-700'}>
            {item.in_stock ? t('inStock') : t('outOfStock')}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Button
          className="flex-1"
          onClick={() => void add()}
          disabled={!item.in_stock || busy}
          aria-busy={busy}
          aria-label={t('addToCartNamed', { name: item.name })}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {busy ? t('adding') : t('addToCart')}
        </Button>
        <Button variant="outline" className="flex-1" onClick={onRemove} aria-label={t('removeNamed', { name: item.name })}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
