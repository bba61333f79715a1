import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Address, AddressBody } from '@shop/contract/addresses';
import { addAddress, addressesQuery, addressesQueryKey } from './api/addresses-api';

/** The customer's saved addresses for another screen (the checkout): empty while they load or when they cannot be had. */
export function useSavedAddresses(customerId: number): { addresses: Address[]; loaded: boolean } {
  // One try: the checkout works without the book, and a shopper should not wait through the back-off for it.
  const book = useQuery({ ...addressesQuery(customerId), enabled: customerId > 0, retry: false });
  return { addresses: book.data ?? [], loaded: book.isSuccess || book.isError };
}

/** Adds an address to the book from another screen; the book is read again the next time it is shown. */
export function useAddToBook(customerId: number): (body: AddressBody) => Promise<Address> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: AddressBody) => {
      const address = await addAddress(customerId, body);
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey(customerId) });
      return address;
    },
    [customerId, queryClient],
  );
}
