import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { countEachNavigation, Router } from '@/lib/router';
import { preloadCookieBanner } from './app/layout/cookie-banner';
import { footerLoaded } from './app/layout/footer';
import { AppProvider } from './app/provider';
import { pageModules } from './app/route-modules';
import { AppRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { readGuestCart } from './features/cart';
import { readConsent } from './features/preferences';
import { getSessionUser, setRenderedSession } from './features/session/session-store';
import { allPiecesTaken, hydrateInPieces, nextTask } from './lib/hydrate-in-pieces';
import { cn } from './lib/cn';
import { initI18n } from './lib/i18n';
import { rememberServerControls } from './lib/use-early-change';
import { createQueryClient } from './lib/query-client';

// main.tsx loads this once the server's page is painted. Starting is a few steps of work, each in a task of its own
// (decision 35): a long task would keep a tap on the page from being answered, and a phone's CPU makes each of them
// several times longer than here.

/** The longest a shell's page waits for its first data before it is drawn (with its own spinner until the data comes). */
const SHELL_WAIT_MS = 3000;

/**
 * Says on <html data-ready> that the page answers input now: its code runs and every part is taken over, the footer
 * too (its code comes apart, after the first paint). Until then a tap on a button of the server's HTML does nothing;
 * the end-to-end tests wait for this before they act, as a shopper waits for a page to respond.
 */
async function markReady() {
  await Promise.all([allPiecesTaken(), footerLoaded()]);
  await nextTask();
  document.documentElement.dataset.ready = 'true';
}

/**
 * The first reads of what the first render reads (the cookies, the guest cart in localStorage) and the first class
 * merge, in a task of their own before it. Each is slow only the first time: the cookies and the storage come from
 * the browser's other process (2-3 ms on this machine, 4 times that on a phone), the merge builds its tables. Left to
 * the render, they made its task and the header's too long for a phone (decision 35).
 */
function readOnceAhead() {
  readConsent();
  readGuestCart();
  cn('p-0', 'p-1');
}

async function startApp() {
  const server = readServerState();
  await nextTask();
  initI18n(server?.language, server?.translations);
  await nextTask();
  readOnceAhead();
  await nextTask();

  const queryClient = createQueryClient();
  if (server) {
    hydrate(queryClient, server.queries);
    // A failure the server showed (an unknown product's 404) is shown as it is, not fetched again on mount behind a
    // skeleton; its page's retry button still asks again.
    for (const query of server.queries.queries) if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }

  // A shell of the shopper's own page (cart, checkout): its code, texts and first data are asked for now, beside each
  // other, and the page is drawn once they are in, in one render (decision 36).
  // (Loaded only for a shell: a catalogue page's first visit does not download it.)
  const shellReady =
    server && !server.page
      ? import('./app/prefetch/route-prefetches')
          .then(({ pageReady }) => pageReady(queryClient, new URL(window.location.href), SHELL_WAIT_MS))
          .catch(() => undefined)
      : undefined;

  const app = (
    <StrictMode>
      <Router aroundNav={countEachNavigation}>
        <AppProvider client={queryClient}>
          <AppRoutes />
        </AppProvider>
      </Router>
    </StrictMode>
  );
  const root = document.getElementById('root')!;

  if (!server) {
    // No server page: the app draws into the empty #root.
    createRoot(root).render(app);
    return markReady();
  }

  // What the server rendered must be here before the first render: the page's code (main.tsx asked for it) and, for a
  // visitor who has not chosen yet, the cookie banner's. The first render then equals the server's page and takes over
  // its HTML as it is, instead of suspending on them.
  const loaded = await Promise.all([server.page && pageModules[server.page](), !readConsent() && preloadCookieBanner()]).then(
    () => true,
    () => false,
  );
  if (!server.page || !loaded) {
    // A shell (header, spinner, footer) of a page that is the shopper's own: the app draws over it with what only the
    // browser knows (the session, the guest cart). Hydrating the shell would render a signed-in customer's page signed
    // out (as the server did) and send them to log in. And a page whose code failed to load is drawn anew.
    await shellReady;
    createRoot(root).render(app);
    return markReady();
  }
  await nextTask();
  // The shopper's own page, rendered from their session (decision 44): taken over signed in, as the server rendered it.
  if (server.signedIn) setRenderedSession(getSessionUser);
  // The header, the page's sections and cards, the footer: each a HydrationPiece, taken over in a task of its own.
  hydrateInPieces();
  rememberServerControls(root);
  hydrateRoot(root, app);
  return markReady();
}

void startApp();
