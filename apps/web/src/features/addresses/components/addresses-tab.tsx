import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ADDRESS_BOOK_MAX, type Address, type AddressInput } from '@shop/contract/addresses';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/session';
import { useErrorText } from '@/lib/use-error-text';
import { addAddress, addressesQuery, addressesQueryKey, deleteAddress, setDefaultAddress, updateAddress } from '../api/addresses-api';
import { addressValues, newAddressValues } from '../address-values';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { DeleteAddressDialog } from './delete-address-dialog';

/** What the form is doing: adding, or editing one address (by id). */
type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/**
 * My Account's Addresses tab (spec part 2 sections 2, 4 and 8): the book from the server, add and edit in a form,
 * delete after a confirmation (the default refused while others remain, with the spec's message), 'Set as default' on
 * the others, and the spec's toasts.
 */
export function AddressesTab() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { user } = useSession();
  const customerId = user?.customer_id ?? 0;
  const queryClient = useQueryClient();
  const book = useQuery({ ...addressesQuery(customerId), enabled: customerId > 0 });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const addresses = book.data ?? [];
  const store = (next: Address[]) => queryClient.setQueryData(addressesQueryKey(customerId), next);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: addressesQueryKey(customerId) });
  // A closed form or dialog gives the focus back to the tab's heading, from where the list reads on.
  const backToHeading = () => headingRef.current?.focus();

  /** Saves the form; a refusal goes back to the form, which says it (on its fields, or in a toast). */
  const save = async (input: AddressInput) => {
    if (editing?.mode === 'edit') {
      await updateAddress(customerId, editing.address.id, input);
      toast.success(t('addresses.toast.updated'));
    } else {
      await addAddress(customerId, input);
      toast.success(t('addresses.toast.added'));
    }
    refetch();
    setEditing(null);
    backToHeading();
  };

  const askDelete = (address: Address) => {
    // The spec blocks deleting the default while other addresses remain; the server would refuse it too.
    if (address.is_default && addresses.length > 1) return void toast.error(t('addresses.toast.cannotDeleteDefault'));
    setDeleting(address);
  };

  const confirmDelete = async (address: Address) => {
    try {
      store(await deleteAddress(customerId, address.id));
      toast.success(t('addresses.toast.deleted'));
    } catch (error) {
      toast.error(errorText(error));
      refetch();
    }
  };

  const makeDefault = async (address: Address) => {
    setBusyId(address.id);
    try {
      store(await setDefaultAddress(customerId, address.id));
      toast.success(t('addresses.toast.defaultSet'));
    } catch (error) {
      toast.error(errorText(error));
      refetch();
    } finally {
      setBusyId(null);
    }
  };

  const full = addresses.length >= ADDRESS_BOOK_MAX;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-stone-900 outline-none">
            {t('addresses.title')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('addresses.intro')}</p>
          {addresses.length > 0 && <p className="mt-1 text-xs text-stone-500">{t('addresses.count', { count: addresses.length, max: ADDRESS_BOOK_MAX })}</p>}
        </div>
        {book.isSuccess && editing === null && (
          <Button onClick={() => setEditing({ mode: 'add' })} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            {t('addresses.add')}
          </Button>
        )}
      </div>

      {editing && (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          mode={editing.mode}
          initial={editing.mode === 'edit' ? addressValues(editing.address) : newAddressValues(user, addresses.length === 0)}
          onSave={save}
          onCancel={() => {
            setEditing(null);
            backToHeading();
          }}
        />
      )}

      {book.isPending ? (
        <Spinner label={t('addresses.loading')} slowLabel={t('common:stillLoading')} />
      ) : book.isError ? (
        <LoadFailed message={t('addresses.loadFailed')} retry={() => void book.refetch()} retryLabel={t('addresses.tryAgain')} busy={book.isFetching} />
      ) : addresses.length === 0 ? (
        editing === null && (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
            <p className="font-semibold text-stone-900">{t('addresses.empty.title')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('addresses.empty.text')}</p>
          </div>
        )
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busyId === address.id}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={() => askDelete(address)}
                onSetDefault={() => void makeDefault(address)}
              />
            </li>
          ))}
        </ul>
      )}

      {deleting && (
        <DeleteAddressDialog
          address={deleting}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => {
            setDeleting(null);
            backToHeading();
          }}
        />
      )}
    </section>
  );
}
