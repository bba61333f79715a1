import { useQuery } from '@tanstack/react-query';
import type { AdminStore } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { storesQuery, updateStoreMutation } from '../api/catalogue-api';
import { ListPage } from './list-page';
import { RowsTable } from './rows-table';
import { StoreForm } from './store-form';

/** Every store with where it is, its stock items' count, whether it is hidden, and its changes. */
function StoresTable({ stores }: { stores: readonly AdminStore[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <RowsTable
      rows={stores}
      caption={t('stores.caption')}
      update={updateStoreMutation}
      headings={
        <>
          <Th>{t('catalogue.name')}</Th>
          <Th>{t('catalogue.slug')}</Th>
          <Th>{t('stores.city')}</Th>
          <Th>{t('stores.region')}</Th>
          <Th className="text-right">{t('stores.items')}</Th>
        </>
      }
      cells={(store) => (
        <>
          <Th scope="row" className="font-medium">
            {store.name}
          </Th>
          <Td className="font-mono text-xs">{store.slug}</Td>
          <Td>{store.city}</Td>
          <Td>{store.region}</Td>
          <Td className="text-right tabular-nums">{formatNumber(store.items, i18n.language, 0, 0)}</Td>
        </>
      )}
      editTitle={(store) => t('stores.editTitle', { name: store.name })}
      editForm={(store, close) => <StoreForm store={store} onDone={close} />}
    />
  );
}

/** /admin/stores (admins only): every store, hidden ones too; a store hidden hides its stock items from the shop. */
export function StoresPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <ListPage
      title={t('stores.title')}
      text={t('stores.text')}
      query={useQuery(storesQuery())}
      loading={t('stores.loading')}
      empty={t('stores.empty')}
      table={(stores) => <StoresTable stores={stores} />}
      add={<StoreForm />}
    />
  );
}
