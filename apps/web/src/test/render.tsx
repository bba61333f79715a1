import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { i18n, type LanguageTexts, type Texts } from '@/lib/i18n';
import type { ReactElement, ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { countEachNavigation, Route, Router, useLocation } from '@/lib/router';
import { PreferencesProvider } from '@/features/preferences';

// Every language's translations, at hand from the start, so tests see real texts without Suspense (and a test that
// switches language sees that language's texts, as a shopper does).
const files = import.meta.glob<{ default: Texts }>('../locales/*/*.json', { eager: true });
const resources: Record<string, LanguageTexts> = {};
for (const [path, mod] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
  (resources[language!] ??= {})[namespace!] = mod.default;
}
i18n.init({ language: 'en', resources });

/** Shows the current location so tests can assert where the URL went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Start URL, e.g. '/shop?page=2'. */
  route?: string;
  /** Route pattern for the element, e.g. '/product/:productId'. */
  path?: string;
}

/** Renders a page or component with the app's providers, a fresh query cache and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', ...options }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const memory = memoryLocation({ path: route, record: true });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook} aroundNav={countEachNavigation}>
          {path === '*' ? (
            <>
              {children}
              <LocationProbe />
            </>
          ) : (
            <Route path={path}>
              {children}
              <LocationProbe />
            </Route>
          )}
        </Router>
      </PreferencesProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Answers fetch calls of the component under test from a handler (the network is the boundary; our own
 * api-client, query options and components run for real). The public key comes from the page's meta tag.
 */
type Answer = { status?: number; body: unknown };
export function serveApi(handler: (url: URL, init?: RequestInit) => Answer | Promise<Answer>) {
  document.head.innerHTML = '<meta name="shop-api-key" content="pk_test_component_key" />';
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const { status = 200, body } = await handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}
