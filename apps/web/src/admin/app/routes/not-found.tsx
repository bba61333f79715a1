import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { PageHeading } from '../../components/page-heading';
import { ORDERS_PATH } from '../../features/orders';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n';
import { usePageHeading } from '../../lib/use-page-heading';

/** An address under /admin that is no page of the back office. */
export function NotFoundPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('notFound.title'));
  return (
    <>
      <PageHeading ref={heading}>{t('notFound.title')}</PageHeading>
      <p className="mt-4 text-stone-700">
        <Link to={ORDERS_PATH} className="text-brand-700 underline underline-offset-2">
          {t('notFound.toOrders')}
        </Link>
      </p>
    </>
  );
}
