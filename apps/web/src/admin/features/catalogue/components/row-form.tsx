import { useId, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { FormFooter } from './form-footer';
import type { RowSave } from './use-row-save';

interface RowFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  save: RowSave<Values>;
  /** Changing a row, in its dialog (which names the form); otherwise adding one, in a card named by its heading. */
  editing: boolean;
  /** The add card's heading ("Add a brand") and button ("Add brand"). */
  addTitle: string;
  addSubmit: string;
  /** In the dialog: Cancel. */
  onCancel?: (() => void) | undefined;
  /** The fields, which reach the form through its context (row-fields). */
  children: ReactNode;
}

/** The frame of the brand, category and store forms: the card or dialog body, the add heading, the fields and the footer. */
export function RowForm<Values extends FieldValues>({ form, save, editing, addTitle, addSubmit, onCancel, children }: RowFormProps<Values>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={editing ? undefined : titleId}
        onSubmit={(event) => void form.handleSubmit(save.submit)(event)}
        className={editing ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2'}
      >
        {!editing && (
          <h2 id={titleId} className="text-lg font-semibold text-stone-900 sm:col-span-2">
            {addTitle}
          </h2>
        )}
        {children}
        <FormFooter
          failure={save.failure}
          busy={form.formState.isSubmitting}
          added={save.added}
          submit={editing ? t('catalogue.save') : addSubmit}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
