import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { productCreateBody, type AdminBrand, type AdminCategory, type AdminProduct } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { CheckboxField } from './checkbox-field';
import { chosenId, optionalText } from './form-values';
import { PictureField } from './picture-field';

interface ProductFormProps {
  /** The product to change; none for a new one. */
  product?: AdminProduct;
  brands: readonly AdminBrand[];
  categories: readonly AdminCategory[];
  /** Saves the form's values; a failure (thrown) is shown by the caller through `failure`. */
  onSave(values: AdminBodyOf<'catalogueProductCreate'>): Promise<unknown>;
  /** The server's refusal of the last save, translated. */
  failure?: string | undefined;
  /** Said after a save (the product page's "Saved."). */
  saved?: string;
}

/** "Shea Butter (hidden)": a hidden brand or category can still be chosen, and is seen to be hidden. */
const nameOf = (row: { name: string; hidden: boolean }, hidden: string) => (row.hidden ? `${row.name} (${hidden})` : row.name);

/**
 * A product's own fields with the contract's rules (productCreateBody): its name, the slug of its address (made from the
 * name when left empty), description, brand, category, main picture (uploaded at once), and whether it is featured or
 * hidden. The same form adds a product and changes one: a change sends every field (an empty slug keeps the one it has).
 */
export function ProductForm({ product, brands, categories, onSave, failure, saved }: ProductFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(productCreateBody),
    defaultValues: {
      name: product?.name ?? '',
      slug: product?.slug ?? '',
      description: product?.description ?? '',
      ...(product ? { brand_id: product.brand.id, category_id: product.category.id } : {}),
      image: product?.image ?? '',
      featured: product?.featured ?? false,
      hidden: product?.hidden ?? false,
    },
  });
  const [name, image] = useWatch({ control, name: ['name', 'image'] });
  const hidden = t('catalogue.hiddenMark');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // Shown by the caller from its mutation's error.
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:grid-cols-2"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900 md:col-span-2">
        {t(product ? 'product.form.editTitle' : 'product.form.newTitle')}
      </h2>
      <Field label={t('product.form.name')} error={fieldErrorText(t, 'catalogueName', errors.name, { max: 200 })}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" maxLength={200} />}
      </Field>
      <Field
        label={product ? t('product.form.slug') : t('product.form.slugOptional')}
        hint={t(product ? 'catalogue.slugHint' : 'catalogue.slugNewHint')}
        error={fieldErrorText(t, 'slug', errors.slug)}
      >
        {(control) => <Input {...control} {...register('slug', { setValueAs: optionalText })} autoComplete="off" spellCheck={false} maxLength={80} />}
      </Field>
      <Field label={t('product.form.description')} error={fieldErrorText(t, 'description', errors.description)} className="md:col-span-2">
        {(control) => <Textarea {...control} {...register('description')} rows={5} maxLength={5000} />}
      </Field>
      <Field label={t('product.form.brand')} error={fieldErrorText(t, 'brand_id', errors.brand_id)}>
        {(control) => (
          <Select {...control} {...register('brand_id', { setValueAs: chosenId })} variant="field">
            <option value="">{t('product.form.chooseBrand')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {nameOf(brand, hidden)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('product.form.category')} error={fieldErrorText(t, 'category_id', errors.category_id)}>
        {(control) => (
          <Select {...control} {...register('category_id', { setValueAs: chosenId })} variant="field">
            <option value="">{t('product.form.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {nameOf(category, hidden)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="md:col-span-2">
        {/* The address the upload answered: the form's value, which the picture field sets. */}
        <input type="hidden" {...register('image')} />
        <PictureField
          label={t('product.form.picture')}
          value={image ?? ''}
          of={name || t('product.form.thisProduct')}
          onChange={(image) => setValue('image', image, { shouldValidate: true, shouldDirty: true })}
          error={fieldErrorText(t, 'image', errors.image)}
        />
      </div>
      <CheckboxField {...register('featured')} label={t('product.form.featured')} hint={t('product.form.featuredHint')} />
      <CheckboxField {...register('hidden')} label={t('product.form.hidden')} hint={t('product.form.hiddenHint')} />
      <div className="flex flex-col gap-3 md:col-span-2">
        {failure && <FormBanner message={failure} />}
        <p role="status" className="text-sm text-green-800 empty:hidden">
          {saved}
        </p>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="self-start">
          {isSubmitting ? t('product.form.saving') : t(product ? 'product.form.save' : 'product.form.create')}
        </Button>
      </div>
    </form>
  );
}
