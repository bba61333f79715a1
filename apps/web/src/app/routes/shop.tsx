import { ShopCatalog } from '@/features/shop';

/** /shop: all products, with the sort, filters and page kept in the URL query. */
export function Component() {
  return <ShopCatalog />;
}
