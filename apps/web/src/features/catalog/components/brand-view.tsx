import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { BRAND_PAGE_SKELETONS } from '@shop/contract/constants';
import { usePageTitle } from '@/lib/use-page-title';
import { brandQuery } from '../api/catalog-queries';
import { BrandInitial } from './brand-card';
import { PagedProducts, usePagedProducts } from './paged-products';
import { CatalogPageSkeleton } from './skeletons';
import { LoadFailure } from './load-failure';

/** A brand (by id or slug): its initial, name and description, then its products. */
export function BrandView({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery(brandQuery(idOrSlug));
  const products = usePagedProducts({ brand: idOrSlug });
  usePageTitle(query.data?.name ?? (query.isError ? t('brand.notFound') : t('brands.title')));

  if (query.isError) {
    return (
      <LoadFailure
        title={t('brand.notFound')}
        message={t('brand.error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        back={{ to: '/brands', label: t('brand.back') }}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      {query.isPending || products.query.isPending ? (
        <CatalogPageSkeleton label={t('loading.brand')} round products={BRAND_PAGE_SKELETONS} productsLabel={t('loading.products')} />
      ) : (
        <>
          <header className="mb-8 md:mb-10">
            <div className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-4 md:gap-6 md:p-6">
              <BrandInitial name={query.data.name} className="size-20 text-4xl md:size-24 md:text-5xl" />
              <div className="min-w-0">
                <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{query.data.name}</h1>
                {query.data.description && <p className="mt-2 max-w-2xl text-stone-700 md:text-lg">{query.data.description}</p>}
              </div>
            </div>
          </header>
          <section aria-labelledby="brand-products">
            <h2 id="brand-products" className="mb-4 text-xl font-bold text-stone-900">
              {t('productsHeading')}
            </h2>
            <PagedProducts products={products} skeletons={BRAND_PAGE_SKELETONS} emptyMessage={t('brand.empty')} errorMessage={t('brand.error')} />
          </section>
        </>
      )}
    </div>
  );
}
