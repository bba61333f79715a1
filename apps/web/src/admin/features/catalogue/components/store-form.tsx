import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { storeCreateBody, type AdminStore } from '@shop/contract/admin';
import { GHANA_REGIONS } from '@shop/contract/constants';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createStoreMutation, updateStoreMutation } from '../api/catalogue-api';
import { RowForm } from './row-form';
import { NameAndSlugFields } from './row-fields';
import { useRowSave } from './use-row-save';

type StoreValues = AdminBodyOf<'catalogueStoreCreate'>;
type Region = (typeof GHANA_REGIONS)[number];
const EMPTY: StoreValues = { name: '', slug: '', city: '', region: '' as Region };

/**
 * A store's name, slug (made from the name when left empty), city and region, one of Ghana's 16 (the contract's
 * storeCreateBody). Without `store` it adds one; with it, it changes that one (in a dialog).
 */
export function StoreForm({ store, onDone }: { store?: AdminStore; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = useForm<StoreValues>({
    resolver: zodResolver(storeCreateBody),
    defaultValues: store ? { name: store.name, slug: store.slug, city: store.city, region: store.region as Region } : EMPTY,
  });
  const save = useRowSave<StoreValues>({
    row: store,
    create: createStoreMutation,
    update: updateStoreMutation,
    onDone,
    onAdded: () => form.reset(EMPTY),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <RowForm form={form} save={save} editing={!!store} addTitle={t('stores.add')} addSubmit={t('stores.submit')} onCancel={onDone}>
      <NameAndSlugFields editing={!!store} />
      <Field label={t('stores.city')} error={fieldErrorText(t, 'city', errors.city)}>
        {(control) => <Input {...control} {...register('city')} autoComplete="off" maxLength={80} />}
      </Field>
      <Field label={t('stores.region')} error={fieldErrorText(t, 'region', errors.region)}>
        {(control) => (
          <Select {...control} {...register('region')} variant="field">
            <option value="">{t('stores.chooseRegion')}</option>
            {GHANA_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </RowForm>
  );
}
