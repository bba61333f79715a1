import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StockOrdering } from '@shop/contract';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SHOP_ORDERINGS } from '../shop-params';

const SORT_LABEL_KEYS = {
  price: 'sort.priceAsc',
  '-price': 'sort.priceDesc',
  name: 'sort.nameAsc',
  '-name': 'sort.nameDesc',
} as const satisfies Record<StockOrdering, string>;

interface ShopToolbarProps {
  ordering: StockOrdering | undefined;
  onOrderingChange: (ordering: StockOrdering | undefined) => void;
  /** The phone-only toggle of the filter panel. */
  filtersOpen: boolean;
  filtersPanelId: string;
  activeFilterCount: number;
  onToggleFilters: () => void;
}

/** The sort menu and (on a phone) the button that opens the filters. */
export function ShopToolbar(props: ShopToolbarProps) {
  const { t } = useTranslation('shop');
  const sortId = useId();
  return (
    <div className="flex items-end gap-3">
      <Button
        variant="outline"
        className="shrink-0 md:hidden"
        aria-expanded={props.filtersOpen}
        aria-controls={props.filtersPanelId}
        onClick={props.onToggleFilters}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('filters.toggle')}
        {props.activeFilterCount > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{props.activeFilterCount}</span>}
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1 md:ml-auto md:flex-none md:flex-row md:items-center md:gap-2">
        <label htmlFor={sortId} className="text-xs font-medium text-stone-600 md:text-sm">
          {t('sort.label')}
        </label>
        <Select
          id={sortId}
          className="w-full md:w-auto"
          value={props.ordering ?? ''}
          onChange={(e) =>
            props.onOrderingChange((SHOP_ORDERINGS as readonly string[]).includes(e.target.value) ? (e.target.value as StockOrdering) : undefined)
          }
        >
          <option value="">{t('sort.default')}</option>
          {SHOP_ORDERINGS.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(SORT_LABEL_KEYS[ordering])}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
