import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addressListResponse, addressResponse, ENDPOINTS, type Address, type AddressBody } from '@shop/contract';
import { cartCall, type Shopper } from './cart.js';
import type { TestApp } from './test-app.js';

// Helpers of the address book tests: the five calls with key and token, their answers checked against the contract.

const BOOK = ENDPOINTS.addresses.path;

/** A valid address; `overrides` change or add fields. */
export const homeAddress = (overrides: Partial<Record<keyof AddressBody, unknown>> = {}): AddressBody =>
  ({
    label: 'Home',
    first_name: 'Ama',
    last_name: 'Mensah',
    street_address: '12 Oxford Street',
    apartment: 'Flat 3',
    city: 'Accra',
    region: 'Greater Accra',
    postal_code: '00233',
    country: 'Ghana',
    phone: '024 412 3456',
    ghana_post_gps: 'GA-183-8164',
    ...overrides,
  }) as AddressBody;

type Opts = { customerId?: number; token?: string | null };
const query = (s: Shopper, o: Opts) => `?customer_id=${o.customerId ?? s.customerId}`;
const token = (s: Shopper, o: Opts) => (o.token === null ? {} : { token: o.token ?? s.token });

export const listAddresses = (t: TestApp, s: Shopper, o: Opts = {}) => cartCall(t, 'GET', `${BOOK}${query(s, o)}`, token(s, o));
export const addAddress = (t: TestApp, s: Shopper, body: unknown = homeAddress(), o: Opts = {}) =>
  cartCall(t, 'POST', `${BOOK}${query(s, o)}`, { ...token(s, o), payload: body });
export const updateAddress = (t: TestApp, s: Shopper, id: number | string, body: unknown, o: Opts = {}) =>
  cartCall(t, 'PATCH', `${BOOK}${id}/${query(s, o)}`, { ...token(s, o), payload: body });
export const deleteAddress = (t: TestApp, s: Shopper, id: number | string, o: Opts = {}) => cartCall(t, 'DELETE', `${BOOK}${id}/${query(s, o)}`, token(s, o));
export const setDefaultAddress = (t: TestApp, s: Shopper, id: number | string, o: Opts = {}) =>
  cartCall(t, 'POST', `${BOOK}${id}/default/${query(s, o)}`, token(s, o));

/** An answer with one address in the contract's exact shape. */
export function expectAddress(res: LightMyRequestResponse, status: number, message: string): Address {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  const parsed = addressResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  return body.data as Address;
}

/** An answer with the book in the contract's exact shape. */
export function expectBook(res: LightMyRequestResponse, message: string): Address[] {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = addressListResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  return body.data as Address[];
}

/** Adds an address and answers it (201 expected). */
export async function added(t: TestApp, s: Shopper, overrides: Parameters<typeof homeAddress>[0] = {}): Promise<Address> {
  return expectAddress(await addAddress(t, s, homeAddress(overrides)), 201, 'Address added successfully!');
}
