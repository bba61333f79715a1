import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { onceAllTakenOver } from '@/lib/hydrate-in-pieces';
import { toast } from '@/lib/toast';
import type { Address, AddressLabel } from '@shop/contract/addresses';
import type { DeliveryLocation } from '@shop/contract/checkout';
import { useErrorText } from '@/lib/use-error-text';
import { savedAddressesQuery, saveToAddressBook } from './api/address-book';
import type { CheckoutFormValues } from './form-values';
import { addressOfDelivery, deliveryValuesOf } from './saved-address';

/** The picker's value of "A new address". */
export const NEW_ADDRESS = '';

export interface CheckoutAddressBook {
  addresses: Address[];
  /** The saved address filled in (its id), or NEW_ADDRESS. */
  chosen: string;
  choose(id: string): void;
  save: { wanted: boolean; label: AddressLabel; setWanted(wanted: boolean): void; setLabel(label: AddressLabel): void };
  /** The order is placed: a new delivery address the shopper asked to keep goes into the book. */
  afterPlaced(values: CheckoutFormValues, placeName: string): void;
}

/**
 * The delivery step's saved addresses: choosing one fills the step's fields and prices the place; the default is
 * chosen by itself when the step opened with no address. A new address is saved to the book once the order is placed
 * (not when the step is left), so an abandoned checkout adds nothing; a failure to save never touches the order.
 */
export function useCheckoutAddressBook(
  customerId: number,
  form: UseFormReturn<CheckoutFormValues>,
  places: DeliveryLocation[] | undefined,
  onPlace: () => void,
): CheckoutAddressBook {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const book = useQuery({ ...savedAddressesQuery(customerId), enabled: customerId > 0 });
  const addresses = book.data ?? [];
  const loaded = book.isSuccess || book.isError;
  const [startedEmpty] = useState(() => !form.getValues('address').trim() && !form.getValues('deliveryLocationId'));
  const [userChoice, setUserChoice] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  // The first address saved is the shopper's home more often than not; after that, the label is theirs to pick.
  const [picked, setLabel] = useState<AddressLabel | null>(null);
  const label: AddressLabel = picked ?? (addresses.length > 0 ? 'Other' : 'Home');

  const fallback = startedEmpty ? addresses.find((a) => a.is_default) : undefined;
  const chosen = userChoice ?? (fallback ? String(fallback.id) : NEW_ADDRESS);
  const address = addresses.find((a) => String(a.id) === chosen);

  // The form follows the choice, once per address chosen, when the places are in (to find the address's place).
  const filled = useRef<string | null>(null);
  const pendingPlace = useRef<{ region: string; place: string } | null>(null);
  const region = useWatch({ control: form.control, name: 'region' });
  useEffect(() => {
    if (!address || !places || !loaded || filled.current === chosen) return;
    // Once the whole form is taken over (at once when the browser drew it): a part of the server's HTML taken over after
    // the address changed the region would no longer match it.
    return onceAllTakenOver(() => {
      filled.current = chosen;
      const { deliveryLocationId = '', ...fields } = deliveryValuesOf(address, places);
      // A select takes no value it has no option for: the place waits for its region's places to be on the screen.
      const sameRegion = form.getValues('region') === fields.region;
      for (const [field, value] of Object.entries(fields))
        form.setValue(field as keyof CheckoutFormValues, value, { shouldValidate: form.formState.isSubmitted });
      if (sameRegion) {
        form.setValue('deliveryLocationId', deliveryLocationId);
        onPlace();
      } else pendingPlace.current = { region: fields.region ?? '', place: deliveryLocationId };
    });
  }, [address, chosen, places, loaded, form, onPlace]);
  // Rendered with the address's region, the places of that region are on the screen: its place can be chosen.
  useEffect(() => {
    if (pendingPlace.current?.region !== region) return;
    form.setValue('deliveryLocationId', pendingPlace.current.place);
    pendingPlace.current = null;
    onPlace();
  }, [region, form, onPlace]);

  const choose = (id: string) => {
    setUserChoice(id);
    filled.current = id === NEW_ADDRESS ? null : filled.current;
    setWanted(false);
  };

  const afterPlaced = (values: CheckoutFormValues, placeName: string) => {
    if (!wanted || chosen !== NEW_ADDRESS || values.deliveryMethod !== 'Deliver') return;
    saveToAddressBook(queryClient, customerId, addressOfDelivery(values, placeName, label)).then(
      () => toast.success(t('addresses.toast.added')),
      (error: unknown) => toast.error(t('addresses.checkout.saveFailed', { reason: errorText(error) })),
    );
  };

  return { addresses, chosen, choose, save: { wanted, label, setWanted, setLabel }, afterPlaced };
}
