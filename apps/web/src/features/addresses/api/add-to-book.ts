import type { QueryClient } from '@tanstack/react-query';
import type { AddressBody } from '@shop/contract/addresses';
import { addAddress, addressesQueryKey, isGhanaPostGps } from './addresses-api';

/**
 * Adds an address to the book from another screen (the checkout); the book is read again the next time it is shown.
 * A `ghana_post_gps` that is not one (the checkout's one code field may hold a plain post code) is left out rather
 * than refused.
 */
export async function addToAddressBook(queryClient: QueryClient, customerId: number, body: AddressBody) {
  const gps = body.ghana_post_gps ?? '';
  const address = await addAddress(customerId, { ...body, ghana_post_gps: isGhanaPostGps(gps) ? gps : '' });
  void queryClient.invalidateQueries({ queryKey: addressesQueryKey(customerId) });
  return address;
}
