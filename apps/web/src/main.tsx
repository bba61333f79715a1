import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadCookieBanner } from './app/layout/cookie-banner';
import { AppProvider } from './app/provider';
import { pageReady } from './app/prefetch/route-prefetches';
import { pageModules } from './app/route-modules';
import { AppRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { readConsent } from './features/preferences';
import { prepareNumberFormat } from './lib/format-price';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

/** The longest a shell's page waits for its first data before it is drawn (with its own spinner until the data comes). */
const SHELL_WAIT_MS = 3000;

const server = readServerState();
initI18n(server?.language, server?.translations);

const queryClient = createQueryClient();
if (server) {
  hydrate(queryClient, server.queries);
  // A failure the server showed (an unknown product's 404) is shown as it is, not fetched again on mount behind a
  // skeleton; its page's retry button still asks again.
  for (const query of server.queries.queries) if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProvider client={queryClient}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  </StrictMode>
);
const root = document.getElementById('root')!;

// What the server rendered must be here before the first render: the page's code (a modulepreload announced it) and,
// for a visitor who has not chosen yet, the cookie banner's. The first render then equals the server's page and takes
// over its HTML as it is, instead of suspending on them.
const loading = Promise.all([server?.page && pageModules[server.page](), server && !readConsent() && preloadCookieBanner()]);

if (server?.page) {
  setTimeout(prepareNumberFormat, 0, server.language);
  void loading.then(
    () => hydrateRoot(root, app),
    () => createRoot(root).render(app),
  );
} else if (server) {
  // A shell (header, spinner or the page's heading, footer) of a page that is the shopper's own: the app draws over it
  // with what only the browser knows (the session, the guest cart). Hydrating the shell would render a signed-in
  // customer's page signed out (as the server did) and send them to log in. It draws once the page's code, texts and
  // the shopper's first data are in (started now, beside each other; decision 36), in one render.
  setTimeout(prepareNumberFormat, 0, server.language);
  const draw = () => createRoot(root).render(app);
  void Promise.all([loading, pageReady(queryClient, new URL(window.location.href), SHELL_WAIT_MS)]).then(draw, draw);
} else {
  // No server page: the app draws into the empty #root.
  createRoot(root).render(app);
}
