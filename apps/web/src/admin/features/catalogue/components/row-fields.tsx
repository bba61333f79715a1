import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { optionalText } from './form-values';

/** The fields a brand, category and store form share (the contract's name, slug and description). */
interface RowFieldValues {
  name: string;
  slug?: string | undefined;
  description?: string | undefined;
}

/** The row's name and the slug of its address: optional when adding (made from the name), kept when left empty later. */
export function NameAndSlugFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = useFormContext<RowFieldValues>();
  return (
    <>
      <Field label={t('catalogue.name')} error={fieldErrorText(t, 'catalogueName', errors.name, { max: 120 })}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" maxLength={120} />}
      </Field>
      <Field
        label={editing ? t('catalogue.slug') : t('catalogue.slugOptional')}
        hint={t(editing ? 'catalogue.slugHint' : 'catalogue.slugNewHint')}
        error={fieldErrorText(t, 'slug', errors.slug)}
      >
        {(control) => <Input {...control} {...register('slug', { setValueAs: optionalText })} autoComplete="off" spellCheck={false} maxLength={80} />}
      </Field>
    </>
  );
}

/** A brand's or category's description, the width of the form. */
export function DescriptionField() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = useFormContext<RowFieldValues>();
  return (
    <Field label={t('catalogue.description')} error={fieldErrorText(t, 'description', errors.description)} className="sm:col-span-2">
      {(control) => <Textarea {...control} {...register('description')} rows={3} maxLength={5000} />}
    </Field>
  );
}
