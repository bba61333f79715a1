import { queryOptions } from '@tanstack/react-query';
import { GHANA_POST_GPS } from '@shop/contract/address-values';
import type { BodyOf } from '@shop/contract/endpoints';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';
import { callApi } from '@/lib/api-client';

// The address book's calls (ours: the spec keeps addresses in the page). Under CUSTOMER_QUERY_ROOT, so signing out
// drops the book with the cart.

// The checkout reads the book under this key too (its api/address-book.ts), loading this feature only on demand.
export const addressesQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'addresses'] as const;

/** GET /address/: the customer's addresses, the default first, then the newest. */
export const fetchAddresses = async (customerId: number, signal?: AbortSignal) =>
  (await callApi('addresses', { query: { customer_id: customerId }, ...(signal ? { signal } : {}) })).data;

export const addressesQuery = (customerId: number) =>
  queryOptions({ queryKey: addressesQueryKey(customerId), queryFn: ({ signal }) => fetchAddresses(customerId, signal) });

const own = (customerId: number) => ({ customer_id: customerId });

/** Adds an address; the first one becomes the default. */
export const addAddress = async (customerId: number, body: BodyOf<'addressAdd'>) => (await callApi('addressAdd', { query: own(customerId), body })).data;

export const updateAddress = async (customerId: number, id: number, body: BodyOf<'addressUpdate'>) =>
  (await callApi('addressUpdate', { query: own(customerId), params: { id }, body })).data;

/** Deletes an address; answers the book as it is after. */
export const deleteAddress = async (customerId: number, id: number) => (await callApi('addressDelete', { query: own(customerId), params: { id } })).data;

/** Makes an address the default; answers the book, the new default first. */
export const setDefaultAddress = async (customerId: number, id: number) =>
  (await callApi('addressSetDefault', { query: own(customerId), params: { id } })).data;

/** Whether a code is a Ghana Post GPS address (GA-183-8164, any case, hyphens optional). */
export const isGhanaPostGps = (code: string) => GHANA_POST_GPS.test(code.trim().toUpperCase());
