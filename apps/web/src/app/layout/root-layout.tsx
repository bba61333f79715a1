import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { CartSync } from '@/features/cart';
import { useIntentPrefetch } from '../prefetch/use-intent-prefetch';
import { CookieBanner } from './cookie-banner';
import { PageErrorBoundary } from './error-fallback';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';

/** What the page's room shows while its code loads (and what the server sends for a page it leaves to the browser). */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} slowLabel={t('stillLoading')} className="min-h-[70vh]" />;
}

/** The shop's frame around `children`, the page. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useIntentPrefetch();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      {/* The header, then the page, each taken over in tasks of their own (decision 35). */}
      <HydrationPiece>
        <Header />
      </HydrationPiece>
      {/* At least a screen tall: the footer starts below the first screen, so while the page's code, data and pictures
          arrive (a spinner, then skeletons, then the page, each of its own height) it is never seen moving. */}
      <HydrationPiece>
        <main id="main" className="min-h-svh flex-1" tabIndex={-1}>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </PageErrorBoundary>
        </main>
      </HydrationPiece>
      {/* Not a piece: its content is lazy, and a piece around a part that suspends again once its turn came gave the
          footer's useId ids the numbers of the header's (the account menu's button was named 'Currency'). Its code is
          announced with the page's (entry-server.tsx), so taking it over adds no links in the first render's task. */}
      <Footer />
      <CookieBanner />
      <CartSync />
    </div>
  );
}
