import { loadCartPage } from '@/features/cart';
import { loadReviewProductPage } from '@/features/reviews';
import { loadRequireAuth } from '@/features/session';

/** A page's module: its component, under one name for every page. */
export interface PageModule {
  Component: React.ComponentType;
}

type PageLoader = () => Promise<PageModule>;
const loadedModules = new WeakMap<PageLoader, PageModule>();

/** The loader, remembering its module once loaded, so that the router can render the page without suspending. */
function remembered<L extends Record<string, PageLoader>>(loaders: L): L {
  const wrapped = {} as Record<string, PageLoader>;
  for (const [name, load] of Object.entries(loaders)) {
    const loader: PageLoader = async () => {
      const module = await load();
      loadedModules.set(loader, module);
      return module;
    };
    wrapped[name] = loader;
  }
  return wrapped as L;
}

/**
 * The page's module when its loader has already finished. The browser loads the page it starts on before taking over
 * the server's HTML, and the server before rendering it: the first render is then the page, not Suspense's spinner.
 */
export type PageName = keyof typeof pageModules;

/** A page behind the router's RequireAuth: its code comes with the guard's, so its first render waits for neither. */
const guarded =
  (load: PageLoader): PageLoader =>
  async () =>
    (await Promise.all([load(), loadRequireAuth()]))[0];

export const loadedPage = (load: PageLoader): PageModule | undefined => loadedModules.get(load);

// The code of each page, its own chunk. The router renders these and the prefetch on a link's hover or focus starts
// them early; both call the same loaders, so the browser fetches a chunk once, whichever asks first.
export const pageModules = remembered({
  home: () => import('./routes/home'),
  shop: () => import('./routes/shop'),
  product: () => import('./routes/product'),
  categories: () => import('./routes/categories'),
  category: () => import('./routes/category'),
  brands: () => import('./routes/brands'),
  brand: () => import('./routes/brand'),
  cart: async (): Promise<PageModule> => ({ Component: (await loadCartPage()).CartPage }),
  notFound: () => import('./routes/not-found'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  forgotPassword: () => import('./routes/forgot-password'),
  profile: guarded(() => import('./routes/profile')),
  about: () => import('./routes/about'),
  shippingInfo: () => import('./routes/shipping-info'),
  returnsPolicy: () => import('./routes/returns-policy'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  faq: () => import('./routes/faq'),
  customerService: () => import('./routes/customer-service'),
  contact: () => import('./routes/contact'),
  checkout: guarded(() => import('./routes/checkout')),
  orderConfirmation: guarded(() => import('./routes/order-confirmation')),
  orders: guarded(() => import('./routes/orders')),
  reviewProduct: guarded(async (): Promise<PageModule> => ({ Component: (await loadReviewProductPage()).ReviewProductPage })),
} satisfies Record<string, PageLoader>);
