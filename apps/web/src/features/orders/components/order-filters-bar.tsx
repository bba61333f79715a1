import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_ORDER_PERIOD, ORDER_PERIODS, type OrderPeriod } from '@shop/contract/my-orders';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { DEFAULT_ORDER_SORT, hasActiveFilters, NO_ORDER_FILTERS, ORDER_SORTS, type OrderFilters, type OrderSort } from '../order-filters';

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange(next: OrderFilters): void;
}

/**
 * The Sort and Time dropdowns (spec part 2 section 2), and the non-default ones as removable badges with
 * 'Clear filters', which goes back to newest first and all time (the tab stays: it is not one of these filters).
 */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation('my-orders');
  const sortId = useId();
  const periodId = useId();
  const badges: { key: string; label: string; remove(): void }[] = [];
  if (filters.sort !== DEFAULT_ORDER_SORT)
    badges.push({ key: 'sort', label: t(`sort.${filters.sort}`), remove: () => onChange({ ...filters, sort: DEFAULT_ORDER_SORT }) });
  if (filters.period !== DEFAULT_ORDER_PERIOD)
    badges.push({ key: 'period', label: t(`period.${filters.period}`), remove: () => onChange({ ...filters, period: DEFAULT_ORDER_PERIOD }) });

  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-sm font-medium text-stone-700">
            {t('sort.label')}
          </label>
          <Select id={sortId} value={filters.sort} onChange={(event) => onChange({ ...filters, sort: event.target.value as OrderSort })}>
            {(Object.keys(ORDER_SORTS) as OrderSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={periodId} className="text-sm font-medium text-stone-700">
            {t('period.label')}
          </label>
          <Select id={periodId} value={filters.period} onChange={(event) => onChange({ ...filters, period: event.target.value as OrderPeriod })}>
            {ORDER_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {hasActiveFilters(filters) && (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label={t('filters.active')} className="flex flex-wrap items-center gap-2">
            {badges.map((badge) => (
              <li key={badge.key}>
                {/* Not the ui Badge: sharing it with the catalogue puts it in a chunk of its own on the first visit (decision 20). */}
                <span className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pl-3 pr-1 text-sm font-medium text-brand-900">
                  <span>{badge.label}</span>
                  <button
                    type="button"
                    onClick={badge.remove}
                    aria-label={t('filters.remove', { label: badge.label })}
                    className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            className="min-h-8 px-2 py-1 text-brand-700 underline-offset-2 hover:underline"
            onClick={() => onChange({ ...filters, sort: NO_ORDER_FILTERS.sort, period: NO_ORDER_FILTERS.period })}
          >
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
