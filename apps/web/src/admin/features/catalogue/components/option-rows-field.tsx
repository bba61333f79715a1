import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { EMPTY_OPTION, MAX_OPTIONS, OPTION_NAME_MAX, OPTION_VALUE_MAX, type OptionRow, type RowProblems } from '../option-rows';

interface OptionRowsFieldProps {
  rows: readonly OptionRow[];
  problems: readonly RowProblems[];
  onChange(rows: OptionRow[]): void;
}

/** A new stock item's options, a row of name and value each ("Size" / "M"); rows are added up to MAX_OPTIONS. */
export function OptionRowsField({ rows, problems, onChange }: OptionRowsFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const change = (index: number, part: Partial<OptionRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const problemText = (problem: RowProblems['name']) =>
    problem && t(`product.itemForm.problems.${problem}`, { max: problem === 'nameTooLong' ? OPTION_NAME_MAX : OPTION_VALUE_MAX });

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800">{t('product.itemForm.options')}</legend>
      <p className="-mt-1 text-xs text-stone-500">{t('product.itemForm.optionsHint', { max: MAX_OPTIONS })}</p>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <Field label={t('product.itemForm.optionName', { number: index + 1 })} error={problemText(problems[index]?.name)}>
            {(control) => (
              <Input
                {...control}
                value={row.name}
                onInput={(event) => change(index, { name: event.currentTarget.value })}
                placeholder={t('product.itemForm.optionNameExample')}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={t('product.itemForm.optionValue', { number: index + 1 })} error={problemText(problems[index]?.value)}>
            {(control) => (
              <Input
                {...control}
                value={row.value}
                onInput={(event) => change(index, { value: event.currentTarget.value })}
                placeholder={t('product.itemForm.optionValueExample')}
                autoComplete="off"
              />
            )}
          </Field>
          <Button
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={t('product.itemForm.removeOption', { number: index + 1 })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {rows.length < MAX_OPTIONS && (
        <Button variant="outline" className="self-start" onClick={() => onChange([...rows, EMPTY_OPTION])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('product.itemForm.addOption')}
        </Button>
      )}
    </fieldset>
  );
}
