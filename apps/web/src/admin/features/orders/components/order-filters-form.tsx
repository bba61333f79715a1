import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/orders';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { NO_ORDER_FILTERS, type OrderFilters } from '../order-filters';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

/**
 * The list's search and filters, applied together with the button (or Enter), so that choosing in a select does not
 * reload the list under a keyboard or screen-reader user's feet. The fields start from the URL's filters (the caller
 * gives the form a key of them, so Back and a link refill it).
 */
export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onApply({
      q: text('q'),
      status: text('status') as OrderFilters['status'],
      payment_status: text('payment_status') as OrderFilters['payment_status'],
      from: text('from'),
      to: text('to'),
      page: 1,
    });
  };

  return (
    <form
      role="search"
      aria-label={t('orders.filters.name')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <Field label={t('orders.filters.search')} hint={t('orders.filters.searchHint')}>
        {(control) => <Input {...control} name="q" type="search" defaultValue={filters.q} maxLength={100} />}
      </Field>
      <Field label={t('orders.filters.status')}>
        {(control) => (
          <Select {...control} variant="field" name="status" defaultValue={filters.status}>
            <option value="">{t('orders.filters.anyStatus')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('orders.filters.paymentStatus')}>
        {(control) => (
          <Select {...control} variant="field" name="payment_status" defaultValue={filters.payment_status}>
            <option value="">{t('orders.filters.anyPaymentStatus')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`paymentStatuses.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('orders.filters.from')}>{(control) => <Input {...control} name="from" type="date" defaultValue={filters.from} />}</Field>
      <Field label={t('orders.filters.to')}>{(control) => <Input {...control} name="to" type="date" defaultValue={filters.to} />}</Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit">{t('orders.filters.apply')}</Button>
        <Button variant="outline" onClick={() => onApply(NO_ORDER_FILTERS)}>
          {t('orders.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
