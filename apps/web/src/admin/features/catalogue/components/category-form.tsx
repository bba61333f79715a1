import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { categoryCreateBody, type AdminCategory } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createCategoryMutation, updateCategoryMutation } from '../api/catalogue-api';
import { CheckboxField } from './checkbox-field';
import { FormFooter } from './form-footer';
import { optionalText, wholeNumberOf } from './form-values';
import { PictureField } from './picture-field';

const EMPTY: AdminBodyOf<'catalogueCategoryCreate'> = { name: '', slug: '', description: '', image: '', featured: false, position: 0 };

/**
 * A category's name, slug (made from the name when left empty), description, picture (uploaded at once), whether it is
 * featured, and its position among the categories (the contract's categoryCreateBody). Without `category` it adds one;
 * with it, it changes that one (in a dialog).
 */
export function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const create = useMutation(createCategoryMutation(queryClient));
  const update = useMutation(updateCategoryMutation(queryClient));
  const save = category ? update : create;
  const [added, setAdded] = useState('');
  // A new picture field after each category added: the last one's preview and answer are gone.
  const [round, setRound] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AdminBodyOf<'catalogueCategoryCreate'>>({
    resolver: zodResolver(categoryCreateBody),
    defaultValues: category
      ? {
          name: category.name,
          slug: category.slug,
          description: category.description,
          image: category.image,
          featured: category.featured,
          position: category.position,
        }
      : EMPTY,
  });

  const [name, image] = useWatch({ control, name: ['name', 'image'] });

  const onSubmit = handleSubmit(async ({ name, slug, description, image, featured, position }) => {
    setAdded('');
    const values = { name, slug, description, image, featured, position };
    try {
      if (category) {
        await update.mutateAsync({ id: category.id, change: values });
        onDone?.();
      } else {
        const created = await create.mutateAsync(values);
        reset(EMPTY);
        setRound((n) => n + 1);
        setAdded(t('catalogue.added', { name: created.name }));
      }
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={category ? undefined : titleId}
      onSubmit={(event) => void onSubmit(event)}
      className={category ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2'}
    >
      {!category && (
        <h2 id={titleId} className="text-lg font-semibold text-stone-900 sm:col-span-2">
          {t('categories.add')}
        </h2>
      )}
      <Field label={t('catalogue.name')} error={fieldErrorText(t, 'catalogueName', errors.name, { max: 120 })}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" maxLength={120} />}
      </Field>
      <Field
        label={category ? t('catalogue.slug') : t('catalogue.slugOptional')}
        hint={t(category ? 'catalogue.slugHint' : 'catalogue.slugNewHint')}
        error={fieldErrorText(t, 'slug', errors.slug)}
      >
        {(control) => <Input {...control} {...register('slug', { setValueAs: optionalText })} autoComplete="off" spellCheck={false} maxLength={80} />}
      </Field>
      <Field label={t('catalogue.description')} error={fieldErrorText(t, 'description', errors.description)} className="sm:col-span-2">
        {(control) => <Textarea {...control} {...register('description')} rows={3} maxLength={5000} />}
      </Field>
      <div className="sm:col-span-2">
        <input type="hidden" {...register('image')} />
        <PictureField
          key={round}
          label={t('categories.picture')}
          value={image ?? ''}
          of={name || t('categories.thisCategory')}
          onChange={(image) => setValue('image', image, { shouldValidate: true, shouldDirty: true })}
          error={fieldErrorText(t, 'image', errors.image)}
        />
      </div>
      <Field label={t('categories.position')} hint={t('categories.positionHint')} error={fieldErrorText(t, 'position', errors.position)}>
        {(control) => <Input {...control} {...register('position', { setValueAs: wholeNumberOf })} inputMode="numeric" autoComplete="off" />}
      </Field>
      <CheckboxField {...register('featured')} label={t('catalogue.featuredLabel')} hint={t('categories.featuredHint')} className="self-end" />
      <FormFooter
        failure={save.isError ? errorText(save.error) : undefined}
        busy={isSubmitting}
        added={added}
        submit={category ? t('catalogue.save') : t('categories.submit')}
        {...(onDone ? { onCancel: onDone } : {})}
      />
    </form>
  );
}
