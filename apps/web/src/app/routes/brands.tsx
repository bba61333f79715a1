import { useTranslation } from '@/lib/i18n';
import { BrandDirectory } from '@/features/catalog';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('brands.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{t('brands.title')}</h1>
      <p className="mb-6 mt-2 text-stone-600">{t('brands.subtitle')}</p>
      <BrandDirectory />
    </div>
  );
}
