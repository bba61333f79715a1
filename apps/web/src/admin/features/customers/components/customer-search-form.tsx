import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** The customers' search, applied with the button or Enter; it starts from the URL's (the caller keys the form by it). */
export function CustomerSearchForm({ q, onApply }: { q: string; onApply: (q: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <form
      role="search"
      aria-label={t('customers.search.name')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-end"
    >
      <Field label={t('customers.search.search')} hint={t('customers.search.searchHint')} className="md:flex-1">
        {(control) => <Input {...control} name="q" type="search" defaultValue={q} maxLength={100} />}
      </Field>
      <div className="flex flex-wrap gap-3 md:mb-6">
        <Button type="submit">{t('customers.search.submit')}</Button>
        <Button variant="outline" onClick={() => onApply('')}>
          {t('customers.search.clear')}
        </Button>
      </div>
    </form>
  );
}
