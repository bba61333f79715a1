import { useTranslation } from '@/lib/i18n';
import { FeaturedProducts, Hero, PopularCategories, TopBrands } from '@/features/catalog';
import { usePageTitle } from '@/lib/use-page-title';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';

export function Component() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <HydrationPiece>
        <Hero />
      </HydrationPiece>
      <PopularCategories />
      <div className="bg-white">
        <FeaturedProducts />
      </div>
      <TopBrands />
    </>
  );
}
