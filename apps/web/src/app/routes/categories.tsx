import { useTranslation } from '@/lib/i18n';
import { CategoryDirectory } from '@/features/catalog';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('categories.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{t('categories.title')}</h1>
      <p className="mb-8 mt-2 text-stone-600">{t('categories.subtitle')}</p>
      <CategoryDirectory />
    </div>
  );
}
