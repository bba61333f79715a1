import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FEATURED_PRODUCTS_COUNT, HOME_BRANDS_COUNT, HOME_CATEGORIES_COUNT } from '@shop/contract/constants';
import { cn } from '@/lib/cn';
import { brandsQuery, categoriesQuery, featuredProductsQuery } from '../api/catalog-queries';
import { BrandCard } from './brand-card';
import { CategoryCard } from './category-card';
import { HomeSection } from './home-section';
import { ProductCard } from './product-card';
import { BrandGridSkeleton, brandGridClasses, CategoryGridSkeleton, categoryGridClasses, ProductGridSkeleton, productGridClasses } from './skeletons';
import { ErrorState } from './status-message';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';

/** The home page's first featured categories. */
export function PopularCategories() {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery({
    ...categoriesQuery(),
    select: (categories) => categories.filter((c) => c.featured).slice(0, HOME_CATEGORIES_COUNT),
  });
  return (
    <HomeSection title={t('home.popularCategories')} viewAllTo="/categories">
      {query.isPending ? (
        <CategoryGridSkeleton count={HOME_CATEGORIES_COUNT} label={t('loading.categories')} />
      ) : query.isError ? (
        <ErrorState message={t('categories.error')} retry={{ label: t('common:retry'), onRetry: () => void query.refetch(), busy: query.isFetching }} />
      ) : (
        <ul className={categoryGridClasses}>
          {query.data.map((category) => (
            <li key={category.id}>
              <HydrationPiece>
                <CategoryCard category={category} />
              </HydrationPiece>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/**
 * The products the shop chose, each once (the server picks one in-stock size or colour of each). This call also
 * serves as the spec's check that the service is reachable: its failure is the visible "failed" state, with 'Try Again'.
 */
export function FeaturedProducts() {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery(featuredProductsQuery());
  return (
    <HomeSection title={t('home.featuredProducts')} viewAllTo="/shop" className="md:py-10">
      {query.isPending ? (
        <ProductGridSkeleton count={FEATURED_PRODUCTS_COUNT} label={t('loading.products')} />
      ) : query.isError ? (
        <ErrorState message={t('home.featuredError')} retry={{ label: t('common:tryAgain'), onRetry: () => void query.refetch(), busy: query.isFetching }} />
      ) : (
        // Below the fold: every image waits until it scrolls into view (ProductGrid would load the first four at once).
        <ul className={productGridClasses}>
          {query.data.data.slice(0, FEATURED_PRODUCTS_COUNT).map((item) => (
            <li key={item.id} className="flex [&>article]:flex-1">
              <HydrationPiece>
                <ProductCard item={item} />
              </HydrationPiece>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The brands the shop chose, then the others when fewer were chosen than the section shows; by name within each. */
export function TopBrands() {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery({
    ...brandsQuery(),
    select: (brands) => [...brands.filter((b) => b.featured), ...brands.filter((b) => !b.featured)].slice(0, HOME_BRANDS_COUNT),
  });
  return (
    <HomeSection title={t('home.topBrands')} viewAllTo="/brands">
      {query.isPending ? (
        <BrandGridSkeleton count={HOME_BRANDS_COUNT} label={t('loading.brands')} className="lg:grid-cols-4" />
      ) : query.isError ? (
        <ErrorState message={t('brands.error')} retry={{ label: t('common:retry'), onRetry: () => void query.refetch(), busy: query.isFetching }} />
      ) : (
        <ul className={cn(brandGridClasses, 'lg:grid-cols-4')}>
          {query.data.map((brand) => (
            <li key={brand.id}>
              <HydrationPiece>
                <BrandCard brand={brand} />
              </HydrationPiece>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
