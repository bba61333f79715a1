import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SHOP_STORE_FILTER_LIMIT } from '@shop/contract/constants';
import { storesQuery } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { useEarlyChange } from '@/lib/use-early-change';
import type { ShopFilters as ShopFilterState } from '../shop-params';

interface ShopFiltersProps {
  id: string;
  /** On a phone the panel shows only when opened; on a desktop it is always there. */
  open: boolean;
  filters: ShopFilterState;
  onChange: (patch: Partial<ShopFilterState>) => void;
}

function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  const early = useEarlyChange<HTMLInputElement>();
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-stone-800 hover:bg-stone-100">
      <input
        ref={early}
        type="checkbox"
        className="size-6 shrink-0 rounded border-stone-400 accent-brand-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/** Availability, delivery and store filters: a sidebar on a desktop, a collapsible panel on a phone. */
export function ShopFilters({ id, open, filters, onChange }: ShopFiltersProps) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const allStores = useQuery(storesQuery());
  const storeListId = useId();
  // The spec shows at most five stores; the rest are one click away, so that every store can be chosen. A chosen
  // store beyond the five (from a shared link) keeps the list open, so its tick is never hidden.
  const [showAll, setShowAll] = useState(false);
  const hiddenChosen = (allStores.data ?? []).slice(SHOP_STORE_FILTER_LIMIT).some((store) => filters.stores.includes(store.slug));
  const expanded = showAll || hiddenChosen;
  const stores = { data: expanded ? allStores.data : allStores.data?.slice(0, SHOP_STORE_FILTER_LIMIT) };
  const moreCount = (allStores.data?.length ?? 0) - SHOP_STORE_FILTER_LIMIT;

  const toggleStore = (slug: string, checked: boolean) => onChange({ stores: checked ? [...filters.stores, slug] : filters.stores.filter((s) => s !== slug) });

  return (
    <aside
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:sticky md:top-4 md:block', open ? 'block' : 'hidden')}
    >
      <h2 id={headingId} className="mb-2 text-base font-semibold text-stone-900">
        {t('filters.title')}
      </h2>
      <div className="flex flex-col">
        <Checkbox checked={filters.inStock} onChange={(inStock) => onChange({ inStock })}>
          {t('filters.inStock')}
        </Checkbox>
        <Checkbox checked={filters.freeDelivery} onChange={(freeDelivery) => onChange({ freeDelivery })}>
          {t('filters.freeShipping')}
        </Checkbox>
      </div>
      {stores.data && stores.data.length > 0 && (
        <fieldset className="mt-4 border-t border-stone-200 pt-3">
          <legend className="float-left mb-1 w-full px-2 pt-1 text-sm font-semibold text-stone-900">{t('filters.stores')}</legend>
          <div id={storeListId} className="clear-both flex flex-col">
            {stores.data.map((store) => (
              <Checkbox key={store.id} checked={filters.stores.includes(store.slug)} onChange={(on) => toggleStore(store.slug, on)}>
                {store.name}
              </Checkbox>
            ))}
          </div>
          {moreCount > 0 && !hiddenChosen && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={storeListId}
              onClick={() => setShowAll(!showAll)}
              className="mt-1 min-h-10 rounded-lg px-2 text-left text-sm font-medium text-brand-700 hover:bg-stone-100 hover:underline"
            >
              {expanded ? t('filters.fewerStores') : t('filters.allStores', { count: allStores.data!.length })}
            </button>
          )}
        </fieldset>
      )}
    </aside>
  );
}
