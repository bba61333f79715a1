import { useTranslation } from '@/lib/i18n';
import { PageSection } from '@/components/ui/page-section';
import { Spinner } from '@/components/ui/spinner';
import { CheckoutWaiting } from '@/features/checkout';
import type { PageName } from '../route-modules';
import { PageSpinner } from './root-layout';

// What the server sends in place of a page that is the shopper's own (decisions 34, 36 and 43). The cart's and the
// checkout's shell is what their page shows while its data loads, in the same places: the cart's heading and spinner,
// the checkout's heading, its form's first section and spinner. The first paint already shows which page this is and
// its largest text, and the browser draws the page over it without moving anything. Any other page's shell is the
// spinner.

function CartShell() {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <PageSection title={t('title')}>
      <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />
    </PageSection>
  );
}

function CheckoutShell() {
  const { t } = useTranslation('checkout');
  return (
    <PageSection title={t('title')}>
      <CheckoutWaiting />
    </PageSection>
  );
}

export function PageShell({ page }: { page: PageName }) {
  if (page === 'cart') return <CartShell />;
  if (page === 'checkout') return <CheckoutShell />;
  return <PageSpinner />;
}
