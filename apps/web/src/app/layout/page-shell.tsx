import { useTranslation } from '@/lib/i18n';
import { PageSection } from '@/components/ui/page-section';
import { Spinner } from '@/components/ui/spinner';
import type { PageName } from '../route-modules';
import { PageSpinner } from './root-layout';

// What the server sends in place of a page that is the shopper's own (decisions 34 and 36). The cart's and the
// checkout's shell is their heading and the spinner their page shows while its data loads, in the same places: the
// first paint already shows which page this is (its heading is the largest thing a phone paints there), and the
// browser draws the page over it without moving the heading. Any other page's shell is the spinner.

function CartShell() {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <PageSection title={t('title')}>
      <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />
    </PageSection>
  );
}

function CheckoutShell() {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <PageSection title={t('title')}>
      <div className="mt-8">
        <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />
      </div>
    </PageSection>
  );
}

export function PageShell({ page }: { page: PageName }) {
  if (page === 'cart') return <CartShell />;
  if (page === 'checkout') return <CheckoutShell />;
  return <PageSpinner />;
}
