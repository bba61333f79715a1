import { useParams } from '@/lib/router';
import type { StockItem } from '@shop/contract';
import { AddToCartButton } from '@/features/cart';
import { CategoryView } from '@/features/catalog';

const addToCart = (item: StockItem) => <AddToCartButton item={item} />;

export function Component() {
  const { categorySlug = '' } = useParams();
  // A new key per category: its page number and scroll state start afresh.
  return <CategoryView key={categorySlug} slug={categorySlug} action={addToCart} />;
}
