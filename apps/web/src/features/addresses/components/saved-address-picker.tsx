import { useTranslation } from '@/lib/i18n';
import { ADDRESS_LABELS, type AddressLabel } from '@shop/contract/address-values';
import type { Address } from '@shop/contract/addresses';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { addressLine } from '../address-values';

interface SavedAddressPickerProps {
  addresses: Address[];
  /** The chosen address's id as a string, or NEW_ADDRESS (''). */
  chosen: string;
  onChoose(id: string): void;
}

/** "Deliver to a saved address": the book (the default marked) and "A new address". Nothing when the book is empty. */
export function SavedAddressPicker({ addresses, chosen, onChoose }: SavedAddressPickerProps) {
  const { t } = useTranslation('account');
  if (addresses.length === 0) return null;
  const picked = addresses.find((address) => String(address.id) === chosen);
  return (
    <div className="mb-5 flex flex-col gap-2">
      <Field label={t('addresses.checkout.choose')}>
        {(control) => (
          <Select variant="field" {...control} value={chosen} onChange={(event) => onChoose(event.target.value)} autoComplete="off">
            {addresses.map((address) => (
              <option key={address.id} value={String(address.id)}>
                {t(address.is_default ? 'addresses.checkout.optionDefault' : 'addresses.checkout.option', {
                  label: t(`addresses.labels.${address.label}`),
                  address: addressLine(address),
                })}
              </option>
            ))}
            {/* NEW_ADDRESS: the checkout's value of a new address. */}
            <option value="">{t('addresses.checkout.newAddress')}</option>
          </Select>
        )}
      </Field>
      {/* Said once the fields below change, for those who cannot see them fill in. */}
      <p aria-live="polite" className="text-sm text-stone-600">
        {picked ? t('addresses.checkout.filled', { label: t(`addresses.labels.${picked.label}`) }) : ''}
      </p>
    </div>
  );
}

interface SaveToBookProps {
  wanted: boolean;
  label: AddressLabel;
  onWanted(wanted: boolean): void;
  onLabel(label: AddressLabel): void;
}

/** "Save this address to my address book", with the label it is saved under. */
export function SaveToBook({ wanted, label, onWanted, onLabel }: SaveToBookProps) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
      <div className="flex items-start gap-3">
        <input
          id="save-to-address-book"
          type="checkbox"
          checked={wanted}
          onChange={(event) => onWanted(event.target.checked)}
          aria-describedby="save-to-address-book-hint"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
        />
        <div>
          <label htmlFor="save-to-address-book" className="cursor-pointer text-sm font-medium text-stone-900">
            {t('addresses.checkout.save')}
          </label>
          <p id="save-to-address-book-hint" className="text-xs text-stone-600">
            {t('addresses.checkout.saveHint')}
          </p>
        </div>
      </div>
      {wanted && (
        <Field label={t('addresses.checkout.saveLabel')} className="max-w-xs">
          {(control) => (
            <Select variant="field" {...control} value={label} onChange={(event) => onLabel(event.target.value as AddressLabel)}>
              {ADDRESS_LABELS.map((option) => (
                <option key={option} value={option}>
                  {t(`addresses.labels.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </div>
  );
}
