import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { storeCreateBody, type AdminStore } from '@shop/contract/admin';
import { GHANA_REGIONS } from '@shop/contract/constants';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createStoreMutation, updateStoreMutation } from '../api/catalogue-api';
import { FormFooter } from './form-footer';
import { optionalText } from './form-values';

type Region = (typeof GHANA_REGIONS)[number];
const EMPTY: AdminBodyOf<'catalogueStoreCreate'> = { name: '', slug: '', city: '', region: '' as Region };

/**
 * A store's name, slug (made from the name when left empty), city and region, one of Ghana's 16 (the contract's
 * storeCreateBody). Without `store` it adds one; with it, it changes that one (in a dialog).
 */
export function StoreForm({ store, onDone }: { store?: AdminStore; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const create = useMutation(createStoreMutation(queryClient));
  const update = useMutation(updateStoreMutation(queryClient));
  const save = store ? update : create;
  const [added, setAdded] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminBodyOf<'catalogueStoreCreate'>>({
    resolver: zodResolver(storeCreateBody),
    defaultValues: store ? { name: store.name, slug: store.slug, city: store.city, region: store.region as Region } : EMPTY,
  });

  const onSubmit = handleSubmit(async ({ name, slug, city, region }) => {
    setAdded('');
    const values = { name, slug, city, region };
    try {
      if (store) {
        await update.mutateAsync({ id: store.id, change: values });
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
      aria-labelledby={store ? undefined : titleId}
      onSubmit={(event) => void onSubmit(event)}
      className={store ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2'}
    >
      {!store && (
        <h2 id={titleId} className="text-lg font-semibold text-stone-900 sm:col-span-2">
          {t('stores.add')}
        </h2>
      )}
      <Field label={t('catalogue.name')} error={fieldErrorText(t, 'catalogueName', errors.name, { max: 120 })}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" maxLength={120} />}
      </Field>
      <Field
        label={store ? t('catalogue.slug') : t('catalogue.slugOptional')}
        hint={t(store ? 'catalogue.slugHint' : 'catalogue.slugNewHint')}
        error={fieldErrorText(t, 'slug', errors.slug)}
      >
        {(control) => <Input {...control} {...register('slug', { setValueAs: optionalText })} autoComplete="off" spellCheck={false} maxLength={80} />}
      </Field>
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
      <FormFooter
        failure={save.isError ? errorText(save.error) : undefined}
        busy={isSubmitting}
        added={added}
        submit={store ? t('catalogue.save') : t('stores.submit')}
        {...(onDone ? { onCancel: onDone } : {})}
      />
    </form>
  );
}
