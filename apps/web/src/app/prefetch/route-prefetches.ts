import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { matchPath, type Params } from '@/lib/router';
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
import { cartQuery } from '@/features/cart/api/cart-api';
import { checkoutQuery } from '@/features/checkout/api/checkout-query';
import { getSessionUser } from '@/features/session/session-store';
import { parseShopParams, toStockListParams } from '@/features/shop';
import { prefetchAheadOfPage } from '@/lib/query-client';
import { pageModules, type PageModule } from '../route-modules';

interface RoutePrefetch {
  /** The route's pattern, as router.tsx has it. */
  path: string;
  code: () => Promise<PageModule>;
  /** Starts the page's first queries, with the options the page itself uses, so it finds them in the cache. */
  data?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>[];
  /**
   * The translation namespaces the page's first render needs beyond the start-up's, which it would otherwise wait for
   * one after another as its components ask (the browser only: the server has every translation).
   */
  texts?: string[];
  /**
   * The page is drawn over its shell only once its first data is in too (main.tsx): one render of the whole page. Not
   * for the checkout, whose form is too large to draw in the same task as the layout without blocking a phone.
   */
  drawnWithData?: boolean;
}

// The pages a link can lead to. Pages without `data` fetch nothing at first (or only the shopper's own data, which
// the session already holds); their code is still worth starting. The 404 page is not warmed. The cart and the
// checkout start the signed-in customer's own (nothing for a visitor), what the page asks for first, beside its code:
// on a hover, and when the shopper lands on their shell (start.tsx). The server starts the cart's only when it renders
// a signed-in shopper's cart from their session (entry-server.tsx, decision 44).

/** The signed-in customer's id, when the session has one. */
const customerId = () => getSessionUser()?.customer_id ?? null;
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
  {
    path: '/cart',
    code: pageModules.cart,
    data: (client) => {
      const customer = customerId();
      return customer === null ? [] : [prefetchAheadOfPage(client, cartQuery(customer))];
    },
    texts: ['cart'],
    drawnWithData: true,
  },
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
  {
    path: '/checkout',
    code: pageModules.checkout,
    data: (client) => {
      const customer = customerId();
      return customer ? [prefetchAheadOfPage(client, checkoutQuery(customer))] : [];
    },
    // The form's field errors (errors) and its saved addresses (account) too.
    texts: ['checkout', 'cart', 'errors', 'account'],
  },
  { path: '/order-confirmation', code: pageModules.orderConfirmation },
  { path: '/orders', code: pageModules.orders },
  { path: '/review-product', code: pageModules.reviewProduct },
];

/** The page at `url` (a URL of this shop): its pattern, its code, and the start of its first data; undefined for none of ours. */
export function routeAt(
  url: URL,
): { path: string; code: () => Promise<PageModule>; data(client: QueryClient): Promise<void>[]; texts: string[]; drawnWithData: boolean } | undefined {
  for (const route of ROUTES) {
    const match = matchPath(route.path, url.pathname);
    if (match)
      return {
        path: route.path,
        code: route.code,
        data: (client) => route.data?.(client, match.params, url.searchParams) ?? [],
        texts: route.texts ?? [],
        drawnWithData: route.drawnWithData ?? false,
      };
  }
  return undefined;
}

/** Starts the page's code, first data and texts side by side; settles when the code and texts are in, and the data too for a page drawn with it. Never rejects. */
function startRoute(client: QueryClient, route: NonNullable<ReturnType<typeof routeAt>>): Promise<unknown> {
  const code = route.code().catch(() => undefined);
  // prefetchQuery never rejects: a failed query waits in the cache for the page to show (and retry) it. A text that
  // fails to load shows its key, as on the page itself.
  const texts = route.texts.length ? i18n.loadNamespaces(route.texts).catch(() => undefined) : undefined;
  const data = Promise.all(route.data(client));
  return Promise.all([code, texts, route.drawnWithData && data]);
}

/**
 * Starts loading the code and the first data of the page at `url` (a URL of this shop), side by side. False when no
 * page of ours matches. Failures are left for the page to meet and show: a prefetch never reports one.
 */
export function prefetchRoute(client: QueryClient, url: URL): boolean {
  const route = routeAt(url);
  if (!route) return false;
  void startRoute(client, route);
  return true;
}

/**
 * For the page whose shell the server sent (main.tsx): starts its code, texts and first data, and resolves once they
 * are in (the data only for a page `drawnWithData`), or after `waitMs` (a slow answer leaves the page to show its own
 * spinner meanwhile). Drawn then, the page's first render is the page itself (or its own spinner while the data comes),
 * instead of a spinner for its code, then one for its texts, then one for its data.
 */
export function pageReady(client: QueryClient, url: URL, waitMs: number): Promise<unknown> {
  const route = routeAt(url);
  if (!route) return Promise.resolve();
  return Promise.race([startRoute(client, route), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
