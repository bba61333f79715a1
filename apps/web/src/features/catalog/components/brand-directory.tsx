import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { BRAND_LIST_SKELETONS } from '@shop/contract/constants';
import { cn } from '@/lib/cn';
import { useEarlyChange } from '@/lib/use-early-change';
import { brandsQuery } from '../api/catalog-queries';
import { BrandCard } from './brand-card';
import { BrandGridSkeleton, brandGridClasses } from './skeletons';
import { EmptyState, ErrorState } from './status-message';

/** Every brand, narrowed as the shopper types (by name, ignoring case); the search text lives in the URL (`?q=`). */
export function BrandDirectory() {
  const { t } = useTranslation(['catalog', 'common']);
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  // The box keeps its own text (a URL update lands a moment later and would drop fast keystrokes); the URL follows it.
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const query = useQuery(brandsQuery());
  const early = useEarlyChange<HTMLInputElement>();

  const needle = search.trim().toLocaleLowerCase();
  const brands = useMemo(() => (needle ? query.data?.filter((b) => b.name.toLocaleLowerCase().includes(needle)) : query.data), [query.data, needle]);

  const onSearch = (value: string) => {
    setSearch(value);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <div className="relative mb-6 max-w-md">
        <label htmlFor={inputId} className="sr-only">
          {t('brands.searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
        <input
          ref={early}
          id={inputId}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('brands.searchPlaceholder')}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pl-10 pr-3 text-base shadow-sm placeholder:text-stone-500 focus-visible:border-brand-600"
        />
      </div>
      {query.isPending ? (
        <BrandGridSkeleton count={BRAND_LIST_SKELETONS} label={t('loading.brands')} className="lg:grid-cols-3" />
      ) : query.isError ? (
        <ErrorState message={t('brands.error')} retry={{ label: t('common:retry'), onRetry: () => void query.refetch(), busy: query.isFetching }} />
      ) : !brands?.length ? (
        <EmptyState message={t('brands.empty')} />
      ) : (
        <ul className={cn(brandGridClasses, 'lg:grid-cols-3')}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
