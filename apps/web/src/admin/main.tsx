import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { countEachNavigation, Router } from '@/lib/router';
import { AdminProvider } from './app/provider';
import { AdminRoutes } from './app/router';
import { initAdminI18n } from './lib/admin-i18n';

// The back office's page (admin.html, issue 16): drawn in the browser only, for signed-in staff; nothing of it is in
// the storefront's pages (scripts/back-office-plugins.ts keeps the two bundles apart).

initAdminI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router aroundNav={countEachNavigation}>
      <AdminProvider>
        <AdminRoutes />
      </AdminProvider>
    </Router>
  </StrictMode>,
);
