import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StockItem } from '@shop/contract';
import { usePageTitle } from '@/lib/use-page-title';
import { categoryQuery } from '../api/catalog-queries';
import { PagedProducts, usePagedProducts } from './paged-products';
import { ProductImage } from './product-image';
import { CatalogPageSkeleton } from './skeletons';
import { LoadFailure } from './load-failure';

const CATEGORY_PAGE_SKELETONS = 8;

/** A category's header (image, name, description) and its products, each with `action` (the add-to-cart control). */
export function CategoryView({ slug, action }: { slug: string; action(item: StockItem): ReactNode }) {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery(categoryQuery(slug));
  const products = usePagedProducts({ category: slug });
  usePageTitle(query.data?.name ?? (query.isError ? t('category.unavailable') : t('categories.title')));

  if (query.isError) {
    return (
      <LoadFailure
        title={t('category.unavailable')}
        message={t('category.error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        back={{ to: '/categories', label: t('category.back') }}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      {query.isPending || products.query.isPending ? (
        <CatalogPageSkeleton label={t('loading.category')} products={CATEGORY_PAGE_SKELETONS} productsLabel={t('loading.products')} />
      ) : (
        <>
          <header className="mb-8 md:mb-10">
            <div className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center md:gap-8 md:p-6">
              <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl bg-white sm:w-56 md:w-72">
                <ProductImage src={query.data.image} alt={query.data.name} width={480} height={360} fetchPriority="high" className="size-full object-cover" />
              </div>
              <div>
                <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{query.data.name}</h1>
                {query.data.description && <p className="mt-3 max-w-2xl text-stone-700 md:text-lg">{query.data.description}</p>}
              </div>
            </div>
          </header>
          <section aria-labelledby="category-products">
            <h2 id="category-products" className="mb-4 text-xl font-bold text-stone-900">
              {t('productsHeading')}
            </h2>
            <PagedProducts
              products={products}
              skeletons={CATEGORY_PAGE_SKELETONS}
              emptyMessage={t('category.empty')}
              errorMessage={t('category.error')}
              action={action}
            />
          </section>
        </>
      )}
    </div>
  );
}
