import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { categoryCreateBody, type AdminCategory } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createCategoryMutation, updateCategoryMutation } from '../api/catalogue-api';
import { CheckboxField } from './checkbox-field';
import { wholeNumberOf } from './form-values';
import { PictureField } from './picture-field';
import { RowForm } from './row-form';
import { DescriptionField, NameAndSlugFields } from './row-fields';
import { useRowSave } from './use-row-save';

type CategoryValues = AdminBodyOf<'catalogueCategoryCreate'>;
const EMPTY: CategoryValues = { name: '', slug: '', description: '', image: '', featured: false, position: 0 };

/**
 * A category's name, slug (made from the name when left empty), description, picture (uploaded at once), whether it is
 * featured, and its position among the categories (the contract's categoryCreateBody). Without `category` it adds one;
 * with it, it changes that one (in a dialog).
 */
export function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // A new picture field after each category added: the last one's preview and answer are gone.
  const [round, setRound] = useState(0);
  const form = useForm<CategoryValues>({
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
  const save = useRowSave<CategoryValues>({
    row: category,
    create: createCategoryMutation,
    update: updateCategoryMutation,
    onDone,
    onAdded: () => {
      form.reset(EMPTY);
      setRound((n) => n + 1);
    },
  });
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [name, image] = useWatch({ control, name: ['name', 'image'] });

  return (
    <RowForm form={form} save={save} editing={!!category} addTitle={t('categories.add')} addSubmit={t('categories.submit')} onCancel={onDone}>
      <NameAndSlugFields editing={!!category} />
      <DescriptionField />
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
    </RowForm>
  );
}
