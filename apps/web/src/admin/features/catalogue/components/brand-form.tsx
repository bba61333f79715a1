import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { brandCreateBody, type AdminBrand } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createBrandMutation, updateBrandMutation } from '../api/catalogue-api';
import { CheckboxField } from './checkbox-field';
import { FormFooter } from './form-footer';
import { optionalText } from './form-values';

const EMPTY: AdminBodyOf<'catalogueBrandCreate'> = { name: '', slug: '', description: '', featured: false };

/**
 * A brand's name, slug (made from the name when left empty), description and whether it is featured (the contract's
 * brandCreateBody). Without `brand` it adds one (a card under the list); with it, it changes that one (in a dialog).
 */
export function BrandForm({ brand, onDone }: { brand?: AdminBrand; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const create = useMutation(createBrandMutation(queryClient));
  const update = useMutation(updateBrandMutation(queryClient));
  const save = brand ? update : create;
  const [added, setAdded] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminBodyOf<'catalogueBrandCreate'>>({
    resolver: zodResolver(brandCreateBody),
    defaultValues: brand ? { name: brand.name, slug: brand.slug, description: brand.description, featured: brand.featured } : EMPTY,
  });

  const onSubmit = handleSubmit(async ({ name, slug, description, featured }) => {
    setAdded('');
    const values = { name, slug, description, featured };
    try {
      if (brand) {
        await update.mutateAsync({ id: brand.id, change: values });
        onDone?.();
      } else {
        const created = await create.mutateAsync(values);
        reset(EMPTY);
        setAdded(t('catalogue.added', { name: created.name }));
      }
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={brand ? undefined : titleId}
      onSubmit={(event) => void onSubmit(event)}
      className={brand ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2'}
    >
      {!brand && (
        <h2 id={titleId} className="text-lg font-semibold text-stone-900 sm:col-span-2">
          {t('brands.add')}
        </h2>
      )}
      <Field label={t('catalogue.name')} error={fieldErrorText(t, 'catalogueName', errors.name, { max: 120 })}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" maxLength={120} />}
      </Field>
      <Field
        label={brand ? t('catalogue.slug') : t('catalogue.slugOptional')}
        hint={t(brand ? 'catalogue.slugHint' : 'catalogue.slugNewHint')}
        error={fieldErrorText(t, 'slug', errors.slug)}
      >
        {(control) => <Input {...control} {...register('slug', { setValueAs: optionalText })} autoComplete="off" spellCheck={false} maxLength={80} />}
      </Field>
      <Field label={t('catalogue.description')} error={fieldErrorText(t, 'description', errors.description)} className="sm:col-span-2">
        {(control) => <Textarea {...control} {...register('description')} rows={3} maxLength={5000} />}
      </Field>
      <CheckboxField {...register('featured')} label={t('catalogue.featuredLabel')} hint={t('brands.featuredHint')} className="sm:col-span-2" />
      <FormFooter
        failure={save.isError ? errorText(save.error) : undefined}
        busy={isSubmitting}
        added={added}
        submit={brand ? t('catalogue.save') : t('brands.submit')}
        {...(onDone ? { onCancel: onDone } : {})}
      />
    </form>
  );
}
