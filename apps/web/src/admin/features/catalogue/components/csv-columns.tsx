import { CATALOGUE_CSV_COLUMNS } from '@shop/contract/admin-endpoints';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** The CSV's columns in their order, each with what it holds. */
export function CsvColumns() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <p className="text-sm text-stone-700">{t('csv.columns.text')}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {CATALOGUE_CSV_COLUMNS.map((column) => (
          <div key={column} className="contents">
            <dt className="font-mono text-xs font-semibold text-stone-900 sm:pt-0.5">{column}</dt>
            <dd className="mb-2 text-stone-700 sm:mb-0">{t(`csv.columns.about.${column}`)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
