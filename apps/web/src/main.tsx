import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { pageModules } from './app/route-modules';
import { AppRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

const server = readServerState();
initI18n(server?.language, server?.translations);

const queryClient = createQueryClient();
if (server) hydrate(queryClient, server.queries);

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

if (server?.page) {
  // The page's code first (one chunk, announced by a modulepreload), so that the first render is the server's page and
  // takes over its HTML as it is, instead of suspending on it.
  void pageModules[server.page]().then(
    () => hydrateRoot(root, app),
    () => createRoot(root).render(app),
  );
} else {
  // No server page, or a shell (header, spinner, footer) of a page that is the shopper's own: the app draws over it with
  // what only the browser knows (the session, the guest cart). Hydrating the shell would render the signed-in
  // customer's page signed out (as the server did) and send them to log in.
  createRoot(root).render(app);
}
