import { ADDRESS_LABELS } from '@shop/contract/address-values';
import type { Address, AddressBody } from '@shop/contract/addresses';
import type { SessionUser } from '@/features/session';

// The address form's values: the contract's fields as the inputs hold them (strings), and the line a list shows.

export type AddressFormValues = { [K in keyof Required<AddressBody>]: string };

/** A new address: first name and phone from the profile (spec section 5), Ghana the country, Home for the first one. */
export function newAddressValues(user: SessionUser | null, first: boolean): AddressFormValues {
  return {
    label: first ? ADDRESS_LABELS[0] : '',
    first_name: user?.firstName ?? '',
    last_name: '',
    street_address: '',
    apartment: '',
    city: '',
    region: '',
    postal_code: '',
    country: 'Ghana',
    phone: user?.phone ?? '',
    ghana_post_gps: '',
  };
}

/** An address's values for its edit form. */
export function addressValues(address: Address): AddressFormValues {
  const { id: _id, is_default: _default, created_at: _created, updated_at: _updated, ...fields } = address;
  return fields;
}

/** "12 Oxford Street, Flat 3, Accra, Greater Accra": the address on one line. */
export const addressLine = (address: Pick<Address, 'street_address' | 'apartment' | 'city' | 'region'>) =>
  [address.street_address, address.apartment, address.city, address.region].filter(Boolean).join(', ');
