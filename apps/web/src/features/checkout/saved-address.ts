import { DEFAULT_POST_CODE } from '@shop/contract/constants';
import type { Address, AddressBody, AddressLabel } from '@shop/contract/addresses';
import type { DeliveryLocation } from '@shop/contract/checkout';
import type { CheckoutFormValues } from './form-values';

// Between the address book and the delivery step: a saved address as the step's fields, and the step's fields as a
// new address of the book.

/** The step's fields of a saved address; the place we deliver to is the one of its region named as its city, if any. */
export function deliveryValuesOf(address: Address, places: DeliveryLocation[] | undefined): Partial<CheckoutFormValues> {
  const city = address.city.trim().toLowerCase();
  const place = places?.find((p) => p.parent_name === address.region && p.name.toLowerCase() === city);
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    phone: address.phone,
    region: address.region,
    deliveryLocationId: place ? String(place.id) : '',
    address: [address.street_address, address.apartment].filter(Boolean).join(', '),
    // The step's one code field holds a GhanaPost GPS code or a post code; the fallback 00233 is nobody's.
    ghanaPostCode: address.ghana_post_gps || (address.postal_code === DEFAULT_POST_CODE ? '' : address.postal_code),
  };
}

/**
 * The step's fields as a new address: the place is its city, the code its post code and its GPS address (the book
 * keeps the GPS address only when the code is one: addToAddressBook).
 */
export function addressOfDelivery(values: CheckoutFormValues, placeName: string, label: AddressLabel): AddressBody {
  const code = values.ghanaPostCode.trim();
  return {
    label,
    first_name: values.firstName,
    last_name: values.lastName,
    street_address: values.address,
    city: placeName,
    region: values.region,
    postal_code: code || DEFAULT_POST_CODE,
    phone: values.phone,
    ghana_post_gps: code,
  };
}
