import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import { parseShopParams, toShopSearchParams, type ShopFilters, type ShopState } from '../shop-params';

/** What may change together with a return to page 1: the filters, the sort and the page size. */
export type ShopChange = Partial<ShopFilters & Pick<ShopState, 'ordering' | 'pageSize'>>;

/**
 * The shop's state, read from and written to the URL query. Changing a filter, the sort or the page size
 * returns to page 1; changing the page scrolls smoothly back to the top of the list.
 */
export function useShopParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseShopParams(searchParams), [searchParams]);

  const change = useCallback(
    (patch: ShopChange) => setSearchParams((current) => toShopSearchParams({ ...parseShopParams(current), ...patch, page: 1 })),
    [setSearchParams],
  );

  const goToPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams((current) => toShopSearchParams({ ...parseShopParams(current), page }), replace ? { replace: true } : undefined);
      if (!replace) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setSearchParams],
  );

  return { state, change, goToPage };
}
