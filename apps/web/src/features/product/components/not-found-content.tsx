import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { useNotFoundStatus } from '@/lib/server-page';
import { usePageTitle } from '@/lib/use-page-title';

/** The shop's 404 screen: an unknown address, and a product, category or brand that does not exist. */
export function NotFoundContent() {
  const { t } = useTranslation('layout');
  usePageTitle(t('notFound.title'));
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <Link to="/" className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
