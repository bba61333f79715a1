import { useId, useRef, useState } from 'react';
import { CATALOGUE_IMPORT_MAX_BYTES } from '@shop/contract/admin-endpoints';
import type { CatalogueImportResult } from '@shop/contract/admin';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { DetailsList } from '../../../components/details-list';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { badRowsOf, importCatalogue } from '../api/csv-api';

/** Where an import is: not begun, its file going up (how much, 0 to 1), the server checking and applying it, or over. */
type ImportState =
  | { step: 'idle' }
  | { step: 'sending'; sent: number }
  | { step: 'importing' }
  | { step: 'done'; result: CatalogueImportResult }
  | { step: 'failed'; error: unknown };

const MAX_MB = CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * Sends a CSV file of the catalogue: a progress bar while it goes up, "Importing…" while the server checks every row
 * and applies them in one go; then how many products and items were added or changed, or every bad row by its line
 * (one bad row and nothing is changed), or the server's refusal.
 */
export function ImportCatalogueForm() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const titleId = useId();
  const progressId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [fileProblem, setFileProblem] = useState('');
  const busy = state.step === 'sending' || state.step === 'importing';
  const number = (value: number) => formatNumber(value, i18n.language, 0, 0);

  const start = async () => {
    const file = fileRef.current?.files?.[0];
    setFileProblem('');
    if (!file) return setFileProblem(t('csv.import.chooseFirst'));
    if (file.size > CATALOGUE_IMPORT_MAX_BYTES) return setFileProblem(t('csv.import.tooLarge', { max: MAX_MB }));
    setState({ step: 'sending', sent: 0 });
    try {
      const result = await importCatalogue(file, (sent) => setState(sent < 1 ? { step: 'sending', sent } : { step: 'importing' }));
      setState({ step: 'done', result });
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };

  const badRows = state.step === 'failed' ? badRowsOf(state.error) : [];
  const percent = state.step === 'sending' ? Math.round(state.sent * 100) : 0;

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('csv.import.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('csv.import.text')}</p>
      <Field label={t('csv.import.file')} hint={t('csv.import.fileHint', { max: MAX_MB })} error={fileProblem || undefined}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={() => {
              setFileProblem('');
              setState({ step: 'idle' });
            }}
            className="text-sm text-stone-800 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-stone-900 hover:file:bg-stone-100"
          />
        )}
      </Field>
      <Button type="submit" className="self-start" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('csv.import.busy') : t('csv.import.submit')}
      </Button>
      {state.step === 'sending' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={progressId} className="text-sm text-stone-800">
            {t('csv.import.sending', { percent })}
          </label>
          <progress
            id={progressId}
            max={100}
            value={percent}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 w-full accent-brand-600"
          />
        </div>
      )}
      <div role="status" className="text-sm text-stone-800 empty:hidden">
        {state.step === 'importing' && t('csv.import.importing')}
        {state.step === 'done' && (
          <div className="flex flex-col gap-2">
            <p className="font-medium text-green-800">{t('csv.import.done', { count: state.result.rows, rows: number(state.result.rows) })}</p>
            <DetailsList
              items={[
                [t('csv.import.productsCreated'), number(state.result.products_created)],
                [t('csv.import.productsUpdated'), number(state.result.products_updated)],
                [t('csv.import.itemsCreated'), number(state.result.items_created)],
                [t('csv.import.itemsUpdated'), number(state.result.items_updated)],
              ]}
            />
          </div>
        )}
      </div>
      {state.step === 'failed' && (
        <div className="flex flex-col gap-3">
          <FormBanner message={errorText(state.error)} />
          {badRows.length > 0 && (
            <ul aria-label={t('csv.import.badRows')} className="flex flex-col gap-1.5 text-sm text-stone-800">
              {badRows.map((row) => (
                <li key={row.line} className="rounded-lg border border-red-100 bg-red-50/50 px-3 py-2">
                  <span className="font-semibold">{t('csv.import.line', { line: number(row.line) })}</span> {row.messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
