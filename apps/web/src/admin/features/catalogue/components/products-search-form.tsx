import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { NO_PRODUCT_FILTERS, PRODUCT_VISIBILITIES, type ProductFilters, type ProductVisibility } from '../product-filters';

interface ProductsSearchFormProps {
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
}

/**
 * The list's search (with the button or Enter) and which products to show (at once: one choice, one list). The fields
 * start from the URL's search (the caller gives the form a key of it, so Back and a link refill it).
 */
export function ProductsSearchForm({ filters, onApply }: ProductsSearchFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const read = (form: HTMLFormElement): ProductFilters => {
    const data = new FormData(form);
    return { q: String(data.get('q') ?? '').trim(), show: String(data.get('show') ?? 'all') as ProductVisibility, page: 1 };
  };

  return (
    <form
      role="search"
      aria-label={t('products.search.name')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(read(event.currentTarget));
      }}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-end"
    >
      <Field label={t('products.search.search')} hint={t('products.search.searchHint')} className="md:flex-1">
        {(control) => <Input {...control} name="q" type="search" defaultValue={filters.q} maxLength={100} />}
      </Field>
      <Field label={t('products.search.show')} className="md:mb-6">
        {(control) => (
          <Select
            {...control}
            name="show"
            variant="field"
            defaultValue={filters.show}
            onChange={(event) => event.currentTarget.form && onApply(read(event.currentTarget.form))}
          >
            {PRODUCT_VISIBILITIES.map((show) => (
              <option key={show} value={show}>
                {t(`products.search.visibility.${show}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-wrap gap-3 md:mb-6">
        <Button type="submit">{t('products.search.submit')}</Button>
        <Button variant="outline" onClick={() => onApply(NO_PRODUCT_FILTERS)}>
          {t('products.search.clear')}
        </Button>
      </div>
    </form>
  );
}
