import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AddressBody } from '@shop/contract/addresses';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';

// The address book's calls, made by the addresses feature and loaded on demand: the checkout's own chunk (and the
// files the first visit lists for it) carry none of the book's code.

const addressBook = () => import('@/features/addresses');

/** The addresses feature's key of the book (its addresses-api.ts), so the tab and the checkout share what they read. */
const bookKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'addresses'] as const;

/** The saved addresses. One try: the checkout works without them, and a shopper should not wait through the back-off. */
export const savedAddressesQuery = (customerId: number) =>
  queryOptions({
    queryKey: bookKey(customerId),
    queryFn: async ({ signal }) => (await addressBook()).fetchAddresses(customerId, signal),
    retry: false,
  });

/** Saves the delivery address to the book (after the order is placed). */
export const saveToAddressBook = async (queryClient: QueryClient, customerId: number, body: AddressBody) =>
  (await addressBook()).addToAddressBook(queryClient, customerId, body);
