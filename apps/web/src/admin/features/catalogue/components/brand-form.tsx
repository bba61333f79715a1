import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { brandCreateBody, type AdminBrand } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { createBrandMutation, updateBrandMutation } from '../api/catalogue-api';
import { CheckboxField } from './checkbox-field';
import { RowForm } from './row-form';
import { DescriptionField, NameAndSlugFields } from './row-fields';
import { useRowSave } from './use-row-save';

type BrandValues = AdminBodyOf<'catalogueBrandCreate'>;
const EMPTY: BrandValues = { name: '', slug: '', description: '', featured: false };

/**
 * A brand's name, slug (made from the name when left empty), description and whether it is featured (the contract's
 * brandCreateBody). Without `brand` it adds one (a card under the list); with it, it changes that one (in a dialog).
 */
export function BrandForm({ brand, onDone }: { brand?: AdminBrand; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = useForm<BrandValues>({
    resolver: zodResolver(brandCreateBody),
    defaultValues: brand ? { name: brand.name, slug: brand.slug, description: brand.description, featured: brand.featured } : EMPTY,
  });
  const save = useRowSave<BrandValues>({
    row: brand,
    create: createBrandMutation,
    update: updateBrandMutation,
    onDone,
    onAdded: () => form.reset(EMPTY),
  });

  return (
    <RowForm form={form} save={save} editing={!!brand} addTitle={t('brands.add')} addSubmit={t('brands.submit')} onCancel={onDone}>
      <NameAndSlugFields editing={!!brand} />
      <DescriptionField />
      <CheckboxField {...form.register('featured')} label={t('catalogue.featuredLabel')} hint={t('brands.featuredHint')} className="sm:col-span-2" />
    </RowForm>
  );
}
