import { LOW_STOCK_AT } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { NO_STOCK_FILTERS, type StockFilters } from '../stock-filters';

interface StockSearchFormProps {
  filters: StockFilters;
  onApply: (filters: StockFilters) => void;
}

/**
 * The list's search (with the button or Enter) and the low-stock toggle (at once: one press, one list). The fields
 * start from the URL's search (the caller gives the form a key of it, so Back and a link refill it).
 */
export function StockSearchForm({ filters, onApply }: StockSearchFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { q: String(data.get('q') ?? '').trim(), low: data.get('low') === 'true', page: 1 };
  };

  return (
    <form
      role="search"
      aria-label={t('stock.search.name')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(read(event.currentTarget));
      }}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-end"
    >
      <Field label={t('stock.search.search')} hint={t('stock.search.searchHint')} className="md:flex-1">
        {(control) => <Input {...control} name="q" type="search" defaultValue={filters.q} maxLength={100} />}
      </Field>
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800 md:mb-6">
        <input
          type="checkbox"
          name="low"
          value="true"
          defaultChecked={filters.low}
          onChange={(event) => event.currentTarget.form && onApply(read(event.currentTarget.form))}
          className="size-4 accent-brand-600"
        />
        {t('stock.search.low', { count: LOW_STOCK_AT })}
      </label>
      <div className="flex flex-wrap gap-3 md:mb-6">
        <Button type="submit">{t('stock.search.submit')}</Button>
        <Button variant="outline" onClick={() => onApply(NO_STOCK_FILTERS)}>
          {t('stock.search.clear')}
        </Button>
      </div>
    </form>
  );
}
