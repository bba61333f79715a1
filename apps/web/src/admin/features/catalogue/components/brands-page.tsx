import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBrand } from '@shop/contract/admin';
import { FormBanner } from '@/components/ui/field';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { Table, Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { brandsQuery, updateBrandMutation } from '../api/catalogue-api';
import { BrandForm } from './brand-form';
import { EditDialog } from './edit-dialog';
import { ListPage } from './list-page';
import { RowActions, RowBadges } from './row-actions';

/** Every brand with its products' count, whether it is featured or hidden, and its changes. */
function BrandsTable({ brands }: { brands: readonly AdminBrand[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const update = useMutation(updateBrandMutation(useQueryClient()));
  const [editing, setEditing] = useState<AdminBrand | null>(null);
  return (
    <>
      {update.isError && <FormBanner message={errorText(update.error)} />}
      <Table caption={t('brands.caption')}>
        <thead>
          <tr>
            <Th>{t('catalogue.name')}</Th>
            <Th>{t('catalogue.slug')}</Th>
            <Th className="text-right">{t('catalogue.products')}</Th>
            <Th>{t('catalogue.state')}</Th>
            <Th>{t('catalogue.changes')}</Th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand) => (
            <tr key={brand.id}>
              <Th scope="row" className="font-medium">
                {brand.name}
                {brand.description && <span className="block max-w-xs truncate font-normal text-stone-600">{brand.description}</span>}
              </Th>
              <Td className="font-mono text-xs">{brand.slug}</Td>
              <Td className="text-right tabular-nums">{formatNumber(brand.products, i18n.language, 0, 0)}</Td>
              <Td>
                <RowBadges hidden={brand.hidden} featured={brand.featured} />
              </Td>
              <Td>
                <RowActions
                  name={brand.name}
                  hidden={brand.hidden}
                  featured={brand.featured}
                  busy={update.isPending}
                  onEdit={() => setEditing(brand)}
                  onChange={(change) => update.mutate({ id: brand.id, change })}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <EditDialog title={t('brands.editTitle', { name: editing.name })} onClose={() => setEditing(null)}>
          {(close) => <BrandForm brand={editing} onDone={close} />}
        </EditDialog>
      )}
    </>
  );
}

/** /admin/brands (admins only): every brand, hidden ones too; a brand hidden hides its products from the shop. */
export function BrandsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <ListPage
      title={t('brands.title')}
      text={t('brands.text')}
      query={useQuery(brandsQuery())}
      loading={t('brands.loading')}
      empty={t('brands.empty')}
      table={(brands) => <BrandsTable brands={brands} />}
      add={<BrandForm />}
    />
  );
}
