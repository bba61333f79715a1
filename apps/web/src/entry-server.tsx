import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from '@/lib/router';
import { COOKIE_NAMES, type LanguageCode } from '@shop/contract/constants';
import { preloadCookieBanner } from './app/layout/cookie-banner';
import { PageShell } from './app/layout/page-shell';
import { RootLayout } from './app/layout/root-layout';
import { routeAt } from './app/prefetch/route-prefetches';
import { AppProvider } from './app/provider';
import { pageModules, type PageName } from './app/route-modules';
import { AppRoutes } from './app/router';
import { serializeServerState } from './app/server-state';
import { readConsent } from './features/preferences';
import { cartQuery } from './features/cart/api/cart-api';
import { deliveryLocationsQuery, pickupAddressesQuery } from './features/checkout/api/checkout-api';
import { savedAddressesQuery } from './features/checkout/api/address-book';
import { getSessionUser, sessionUsableOnServer, setRenderedSession } from './features/session/session-store';
import { ApiError, registerBearer, setApiTransport } from './lib/api-client';
import { readCookie, readCookiesFrom } from './lib/cookies';
import { createTranslator, htmlLang, initialLanguage, STARTUP_NAMESPACES, TranslatorProvider, type LanguageTexts } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { ServerPageContext, type ServerPage } from './lib/server-page';
import type { RenderedPage, RenderRequest } from '@shop/contract';

// The storefront's pages rendered on the server (decision 34): the API's web plugin calls `render` for a page's
// request and sends the markup inside #root, with the page's first data and texts beside it for the browser to take
// over (main.tsx). Built by `vite build --ssr` into dist-server/.

export type { RenderedPage, RenderRequest } from '@shop/contract';

/**
 * The pages rendered whole, with their source file (the build's manifest names their chunk by it): the catalogue and
 * the shop's texts, the same for every shopper. The others (checkout, account, sign-in; the cart but for OWN_PAGES) are
 * the shopper's own: the server sends their shell (header, spinner, footer) and the browser draws the page. So does the
 * privacy policy, whose 'last updated' is the browser's today.
 */
const RENDERED_PAGES: Partial<Record<PageName, string>> = {
  home: 'src/app/routes/home.tsx',
  shop: 'src/app/routes/shop.tsx',
  product: 'src/app/routes/product.tsx',
  categories: 'src/app/routes/categories.tsx',
  category: 'src/app/routes/category.tsx',
  brands: 'src/app/routes/brands.tsx',
  brand: 'src/app/routes/brand.tsx',
  notFound: 'src/app/routes/not-found.tsx',
  about: 'src/app/routes/about.tsx',
  shippingInfo: 'src/app/routes/shipping-info.tsx',
  returnsPolicy: 'src/app/routes/returns-policy.tsx',
  faq: 'src/app/routes/faq.tsx',
};

interface OwnPage {
  /** The page's code (and its guard's), as the build's manifest names them. */
  sources: string[];
  /** What its first render shows beyond the route's own first data (route-prefetches.ts), all of it on the page. */
  data?: (client: QueryClient, customerId: number) => Promise<void>[];
}

/**
 * The shopper's own pages rendered whole when the request's session can be used here (decision 44): the cart and the
 * checkout, from the signed-in customer's cart. Never kept, never shared: their answer is `private, no-store` (web.ts).
 * A visitor's cart lives in their browser, so a visitor gets the shell.
 */
const OWN_PAGES: Partial<Record<PageName, OwnPage>> = {
  cart: { sources: ['src/features/cart/components/cart-page.tsx'] },
  checkout: {
    sources: ['src/app/routes/checkout.tsx', 'src/features/session/require-auth.tsx'],
    data: (client, customerId) => [
      // The header's count of items, as the cart page has it: the page comes with the badge it will keep.
      client.prefetchQuery(cartQuery(customerId)),
      client.prefetchQuery(deliveryLocationsQuery()),
      client.prefetchQuery(pickupAddressesQuery()),
      client.prefetchQuery(savedAddressesQuery(customerId)),
    ],
  },
};

/** The router's redirects (router.tsx's <Navigate> routes), which a server render cannot follow. */
const REDIRECTS: Record<string, string> = { '/brand': '/brands' };

const COOKIE_BANNER_SOURCE = 'src/app/layout/cookie-banner-panel.tsx';

const HEARTS_SOURCE = 'src/features/wishlist/components/wishlist-heart.tsx';
const REVIEWS_SOURCE = 'src/features/reviews/components/product-reviews.tsx';

/**
 * The parts a rendered page draws just after it is taken over, whose code loads lazily: the footer on every page, the
 * wishlist's hearts, the product's reviews, a signed-in customer's account menu. Announced with the page's code, it is
 * fetched ahead, a link per task (main.tsx); otherwise the loader of each part added its links all at once in the task
 * that took the part over, a task of 40-65 ms on a phone's CPU for the reviews' seven (decision 35). It is code the
 * first visit fetched anyway.
 */
const DRAWN_AFTER_TAKEOVER: Partial<Record<PageName, string[]>> = {
  home: [HEARTS_SOURCE],
  shop: [HEARTS_SOURCE],
  category: [HEARTS_SOURCE],
  brand: [HEARTS_SOURCE],
  product: [HEARTS_SOURCE, REVIEWS_SOURCE],
};
const FOOTER_SOURCE = 'src/app/layout/footer-content.tsx';
/** The header's account menu, drawn for a signed-in customer (the pages of OWN_PAGES rendered signed in). */
const ACCOUNT_MENU_SOURCE = 'src/app/layout/account-menu.tsx';

const drawnAfterTakeover = (page: PageName, signedIn: boolean): string[] => [
  ...(DRAWN_AFTER_TAKEOVER[page] ?? []),
  ...(signedIn ? [ACCOUNT_MENU_SOURCE] : []),
  FOOTER_SOURCE,
];

const requests = new AsyncLocalStorage<RenderRequest>();
const current = () => {
  const request = requests.getStore();
  if (!request) throw new Error('the storefront called the API outside a page render');
  return request;
};
// Catalogue names come in the page's language (the browser's calls say it from its translator, which the server has per page).
setApiTransport({
  fetch: (input, init) =>
    current().fetchApi(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'Accept-Language': initialLanguage() } }),
  publicKey: async () => current().publicKey,
});
readCookiesFrom((name) => requests.getStore()?.cookies[name]);

/** The renders of a shopper's own page, made from their session. */
const signedInRenders = new WeakSet<RenderRequest>();
const signedInRender = () => {
  const request = requests.getStore();
  return request !== undefined && signedInRenders.has(request);
};
setRenderedSession(() => (signedInRender() ? getSessionUser() : null));
// The session's token goes only with a signed-in render's calls (any other page is rendered signed out, the same for
// everyone), and is never renewed here: a refused one makes the render fall back to the shell (renderPage), and the
// browser renews it.
registerBearer({
  token: async () => (signedInRender() ? readCookie(COOKIE_NAMES.accessToken) : undefined),
  refresh: async () => undefined,
});

/** Every translation, bundled: `{ en: { common: {…} } }`. */
const resources: Record<string, LanguageTexts> = {};
const files = import.meta.glob<LanguageTexts[string]>('./locales/*/*.json', { eager: true, import: 'default' });
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(file) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = texts;
}

/** A translator for one render, with every text of its language at hand, that notes the namespaces the page uses. */
function translator(language: LanguageCode) {
  const used = new Set(STARTUP_NAMESPACES);
  return { i18n: createTranslator({ language, resources: { [language]: resources[language] ?? {} }, used }), used };
}

/** The page's name in route-modules.ts for a URL: a page of ours, or the 404 page. */
function pageAt(url: URL): { name: PageName; data(client: QueryClient): Promise<void>[] } {
  const route = routeAt(url);
  const name = route && (Object.keys(pageModules) as PageName[]).find((key) => pageModules[key] === route.code);
  return name ? { name, data: route.data } : { name: 'notFound', data: () => [] };
}

/** A 404 of the page's own data (an unknown product, category or brand) makes the page's answer a 404. */
const missingData = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);

/** What the server answers for a page of the storefront: its HTML inside #root, its status, and the browser's state. */
export function render(request: RenderRequest): Promise<RenderedPage> {
  return requests.run(request, () => renderPage(request));
}

async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://storefront.invalid');
  const moved = REDIRECTS[url.pathname.replace(/(.)\/$/, '$1')];
  if (moved) return { status: 301, redirect: moved, lang: '', markup: '', state: '', sources: [] };
  const language = initialLanguage();
  const { i18n, used } = translator(language);
  const client = createQueryClient();
  // A failure is shown as the page shows one (a 404, say), without the server waiting through retries, and without the
  // page treating it as a fetch to start again on mount (which would render the skeleton instead).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });

  const page = pageAt(url);
  const own = OWN_PAGES[page.name] && sessionUsableOnServer() ? OWN_PAGES[page.name] : undefined;
  if (own) signedInRenders.add(request);
  let pageSources = RENDERED_PAGES[page.name] ? [RENDERED_PAGES[page.name]!] : own?.sources;
  // A visitor who has not chosen their cookies yet gets the banner in the first paint: on a phone it is often the
  // largest thing on the first screen, and would otherwise come last.
  const banner = !readConsent();
  await Promise.all([
    pageSources && pageModules[page.name](),
    banner && preloadCookieBanner(),
    ...(pageSources ? page.data(client) : []),
    ...(own?.data?.(client, getSessionUser()!.customer_id!) ?? []),
  ]);
  if (
    own &&
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  ) {
    // The shopper's data did not come (a token refused, the database away): the shell, and the browser asks again.
    signedInRenders.delete(request);
    pageSources = undefined;
    client.clear();
  }

  let title: string | undefined;
  let notFound = false;
  const serverPage: ServerPage = {
    setTitle: (text) => {
      title = text;
    },
    setNotFound: () => {
      notFound = true;
    },
  };
  const markup = await renderToStringAsync(
    <ServerPageContext.Provider value={serverPage}>
      <TranslatorProvider translator={i18n}>
        <Router ssrPath={request.url}>
          <AppProvider client={client}>
            {pageSources ? (
              <AppRoutes />
            ) : (
              <RootLayout>
                <PageShell page={page.name} />
              </RootLayout>
            )}
          </AppProvider>
        </Router>
      </TranslatorProvider>
    </ServerPageContext.Provider>,
  );

  const translations: LanguageTexts = {};
  for (const namespace of used) {
    const texts = resources[language]?.[namespace];
    if (texts) translations[namespace] = texts;
  }
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  // Still the shopper's own page: rendered from their data, not fallen back to the shell.
  const signedIn = signedInRenders.has(request);
  const state = serializeServerState({ language, translations, queries, ...(pageSources ? { page: page.name } : {}), ...(signedIn ? { signedIn: true } : {}) });
  return {
    status: notFound || (pageSources && missingData(client)) ? 404 : 200,
    ...(signedIn ? { own: true } : {}),
    ...(title ? { title } : {}),
    lang: htmlLang(language),
    markup,
    state,
    // A shell announces none of its page's code: on a slow phone network those downloads would share the line with the
    // stylesheet and hold back the shell's first paint; the browser asks for them as soon as the entry runs (decision 36).
    sources: [...(pageSources ? [...pageSources, ...drawnAfterTakeover(page.name, signedIn)] : []), ...(banner ? [COOKIE_BANNER_SOURCE] : [])],
  };
}
