import { useQuery } from '@tanstack/react-query';
import type { AdminBrand } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { brandsQuery, updateBrandMutation } from '../api/catalogue-api';
import { BrandForm } from './brand-form';
import { ListPage } from './list-page';
import { RowsTable } from './rows-table';

/** Every brand with its products' count, whether it is featured or hidden, and its changes. */
function BrandsTable({ brands }: { brands: readonly AdminBrand[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <RowsTable
      rows={brands}
      caption={t('brands.caption')}
      update={updateBrandMutation}
      headings={
        <>
          <Th>{t('catalogue.name')}</Th>
          <Th>{t('catalogue.slug')}</Th>
          <Th className="text-right">{t('catalogue.products')}</Th>
        </>
      }
      cells={(brand) => (
        <>
          <Th scope="row" className="font-medium">
            {brand.name}
            {brand.description && <span className="block max-w-xs truncate font-normal text-stone-600">{brand.description}</span>}
          </Th>
          <Td className="font-mono text-xs">{brand.slug}</Td>
          <Td className="text-right tabular-nums">{formatNumber(brand.products, i18n.language, 0, 0)}</Td>
        </>
      )}
      editTitle={(brand) => t('brands.editTitle', { name: brand.name })}
      editForm={(brand, close) => <BrandForm brand={brand} onDone={close} />}
    />
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
