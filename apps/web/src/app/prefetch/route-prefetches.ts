import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import {
  brandQuery,
  brandsQuery,
  catalogPageQuery,
  categoriesQuery,
  categoryQuery,
  featuredProductsQuery,
  isStockId,
  pageOf,
  stockItemQuery,
  stockListQuery,
  stockVariantsQuery,
  storesQuery,
} from '@/features/catalog';
import { parseShopParams, toStockListParams } from '@/features/shop';
import { pageModules, type PageModule } from '../route-modules';

interface RoutePrefetch {
  /** The route's pattern, as router.tsx has it. */
  path: string;
  code: () => Promise<PageModule>;
  /** Starts the page's first queries, with the options the page itself uses, so it finds them in the cache. */
  data?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>[];
}

// The pages a link can lead to. Pages without `data` fetch nothing at first (or only the shopper's own data, which
// the session already holds); their code is still worth starting. The 404 page is not warmed.
const ROUTES: RoutePrefetch[] = [
  {
    path: '/',
    code: pageModules.home,
    data: (client) => [client.prefetchQuery(categoriesQuery()), client.prefetchQuery(featuredProductsQuery()), client.prefetchQuery(brandsQuery())],
  },
  {
    path: '/shop',
    code: pageModules.shop,
    data: (client, _, search) => [client.prefetchQuery(stockListQuery(toStockListParams(parseShopParams(search)))), client.prefetchQuery(storesQuery())],
  },
  {
    path: '/product/:productId?',
    code: pageModules.product,
    data: (client, { productId = '' }) =>
      isStockId(productId) ? [client.prefetchQuery(stockItemQuery(productId)), client.prefetchQuery(stockVariantsQuery(productId))] : [],
  },
  { path: '/categories', code: pageModules.categories, data: (client) => [client.prefetchQuery(categoriesQuery())] },
  {
    path: '/category/:categorySlug',
    code: pageModules.category,
    data: (client, { categorySlug = '' }, search) => [
      client.prefetchQuery(categoryQuery(categorySlug)),
      client.prefetchQuery(catalogPageQuery({ category: categorySlug }, pageOf(search))),
    ],
  },
  { path: '/brands', code: pageModules.brands, data: (client) => [client.prefetchQuery(brandsQuery())] },
  {
    path: '/brand/:brandSlug',
    code: pageModules.brand,
    data: (client, { brandSlug = '' }, search) => [
      client.prefetchQuery(brandQuery(brandSlug)),
      client.prefetchQuery(catalogPageQuery({ brand: brandSlug }, pageOf(search))),
    ],
  },
  { path: '/cart', code: pageModules.cart },
  { path: '/login', code: pageModules.login },
  { path: '/signup', code: pageModules.signup },
  { path: '/forgot-password', code: pageModules.forgotPassword },
  { path: '/profile', code: pageModules.profile },
  { path: '/about', code: pageModules.about },
  { path: '/shipping-info', code: pageModules.shippingInfo },
  { path: '/returns-policy', code: pageModules.returnsPolicy },
  { path: '/privacy-policy', code: pageModules.privacyPolicy },
  { path: '/faq', code: pageModules.faq },
  { path: '/customer-service', code: pageModules.customerService },
  { path: '/contact', code: pageModules.contact },
  { path: '/checkout', code: pageModules.checkout },
  { path: '/order-confirmation', code: pageModules.orderConfirmation },
  { path: '/orders', code: pageModules.orders },
  { path: '/review-product', code: pageModules.reviewProduct },
];

/** The page at `url` (a URL of this shop): its pattern, its code, and the start of its first data; undefined for none of ours. */
export function routeAt(url: URL): { path: string; code: () => Promise<PageModule>; data(client: QueryClient): Promise<void>[] } | undefined {
  for (const route of ROUTES) {
    const match = matchPath(route.path, url.pathname);
    if (match) return { path: route.path, code: route.code, data: (client) => route.data?.(client, match.params, url.searchParams) ?? [] };
  }
  return undefined;
}

/**
 * Starts loading the code and the first data of the page at `url` (a URL of this shop), side by side. False when no
 * page of ours matches. Failures are left for the page to meet and show: a prefetch never reports one.
 */
export function prefetchRoute(client: QueryClient, url: URL): boolean {
  const route = routeAt(url);
  if (!route) return false;
  route.code().catch(() => undefined);
  // prefetchQuery never rejects: a failed query waits in the cache for the page to show (and retry) it.
  void Promise.all(route.data(client));
  return true;
}
