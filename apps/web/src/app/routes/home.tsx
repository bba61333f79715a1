import { useTranslation } from 'react-i18next';
import { FeaturedProducts, Hero, PopularCategories, TopBrands } from '@/features/catalog';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <Hero />
      <PopularCategories />
      <div className="bg-white">
        <FeaturedProducts />
      </div>
      <TopBrands />
    </>
  );
}
