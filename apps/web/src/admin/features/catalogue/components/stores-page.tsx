import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminStore } from '@shop/contract/admin';
import { FormBanner } from '@/components/ui/field';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { Table, Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { storesQuery, updateStoreMutation } from '../api/catalogue-api';
import { EditDialog } from './edit-dialog';
import { ListPage } from './list-page';
import { RowActions, RowBadges } from './row-actions';
import { StoreForm } from './store-form';

/** Every store with where it is, its stock items' count, whether it is hidden, and its changes. */
function StoresTable({ stores }: { stores: readonly AdminStore[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const update = useMutation(updateStoreMutation(useQueryClient()));
  const [editing, setEditing] = useState<AdminStore | null>(null);
  return (
    <>
      {update.isError && <FormBanner message={errorText(update.error)} />}
      <Table caption={t('stores.caption')}>
        <thead>
          <tr>
            <Th>{t('catalogue.name')}</Th>
            <Th>{t('catalogue.slug')}</Th>
            <Th>{t('stores.city')}</Th>
            <Th>{t('stores.region')}</Th>
            <Th className="text-right">{t('stores.items')}</Th>
            <Th>{t('catalogue.state')}</Th>
            <Th>{t('catalogue.changes')}</Th>
          </tr>
        </thead>
        <tbody>
          {stores.map((store) => (
            <tr key={store.id}>
              <Th scope="row" className="font-medium">
                {store.name}
              </Th>
              <Td className="font-mono text-xs">{store.slug}</Td>
              <Td>{store.city}</Td>
              <Td>{store.region}</Td>
              <Td className="text-right tabular-nums">{formatNumber(store.items, i18n.language, 0, 0)}</Td>
              <Td>
                <RowBadges hidden={store.hidden} />
              </Td>
              <Td>
                <RowActions
                  name={store.name}
                  hidden={store.hidden}
                  busy={update.isPending}
                  onEdit={() => setEditing(store)}
                  onChange={(change) => update.mutate({ id: store.id, change })}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <EditDialog title={t('stores.editTitle', { name: editing.name })} onClose={() => setEditing(null)}>
          {(close) => <StoreForm store={editing} onDone={close} />}
        </EditDialog>
      )}
    </>
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
