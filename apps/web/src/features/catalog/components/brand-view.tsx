import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_PAGE_SKELETONS } from '@shop/contract/constants';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { brandQuery } from '../api/catalog-queries';
import { BrandInitial } from './brand-card';
import { PagedProducts } from './paged-products';
import { PageHeaderSkeleton } from './skeletons';
import { ErrorState } from './status-message';

/** A brand (by id or slug): its initial, name and description, then its products. */
export function BrandView({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery(brandQuery(idOrSlug));
  usePageTitle(query.data?.name ?? (query.isError ? t('brand.notFound') : t('brands.title')));

  if (query.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="mb-6 text-center text-2xl font-bold text-stone-900">{t('brand.notFound')}</h1>
        <ErrorState
          message={t('brand.error')}
          retry={{ label: t('common:retry'), onRetry: () => void query.refetch(), busy: query.isFetching }}
        >
          <Link to="/brands" className={buttonClasses('ghost')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('brand.back')}
          </Link>
        </ErrorState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <header className="mb-8 md:mb-10">
        {query.isPending ? (
          <PageHeaderSkeleton label={t('loading.brand')} round />
        ) : (
          <div className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-4 md:gap-6 md:p-6">
            <BrandInitial name={query.data.name} className="size-20 text-4xl md:size-24 md:text-5xl" />
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{query.data.name}</h1>
              {query.data.description && <p className="mt-2 max-w-2xl text-stone-700 md:text-lg">{query.data.description}</p>}
            </div>
          </div>
        )}
      </header>
      <section aria-labelledby="brand-products">
        <h2 id="brand-products" className="mb-4 text-xl font-bold text-stone-900">
          {t('productsHeading')}
        </h2>
        <PagedProducts
          filter={{ brand: idOrSlug }}
          skeletons={BRAND_PAGE_SKELETONS}
          emptyMessage={t('brand.empty')}
          errorMessage={t('brand.error')}
        />
      </section>
    </div>
  );
}
