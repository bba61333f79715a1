import { describe, expect, it } from 'vitest';
import { addressBody, toGhanaPostGps } from './addresses.js';
import { checkoutAddress, DEFAULT_COUNTRY, toGhanaLocalPhone } from './checkout.js';

// The address book restates three of the checkout's rules (decision 23): they must keep giving the same results.

const valid = {
  label: 'Home',
  first_name: 'Ama',
  last_name: 'Mensah',
  street_address: '12 Oxford Street',
  city: 'Accra',
  region: 'Greater Accra',
  postal_code: '00233',
  phone: '024 412 3456',
};
const checkoutPerson = { first_name: 'Ama', last_name: 'Mensah', phone_number: '0244123456', email: 'ama@example.com' };
const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the address rules and the checkout', () => {
  it.each(['+233 24 412 3456', '233244123456', '(024) 412-3456', '0551234987'])('normalise the phone %s as the checkout does', (phone) => {
    const parsed = addressBody.parse({ ...valid, phone });
    expect(parsed.phone).toBe(toGhanaLocalPhone(phone));
  });

  it.each([
    ['', 'CHECKOUT_FIRST_NAME_REQUIRED'],
    ['A', 'CHECKOUT_FIRST_NAME_REQUIRED'],
    ['A'.repeat(51), 'FIRST_NAME_MAX'],
    ['Ama\u0007', 'FIRST_NAME_CHARS'],
  ])("refuse the first name %j with the checkout's code", (name, code) => {
    expect(firstMessage(addressBody.safeParse({ ...valid, first_name: name }), 'first_name')).toBe(code);
    expect(firstMessage(checkoutAddress.safeParse({ ...checkoutPerson, first_name: name }), 'first_name')).toBe(code);
  });

  it('keep Ghana as the one country', () => {
    expect(addressBody.parse(valid).country).toBe(DEFAULT_COUNTRY);
  });

  it('write a Ghana Post GPS address one way', () => {
    expect(['GA-183-8164', 'ga 183 8164', 'GA1838164', ' ga-183-8164 '].map(toGhanaPostGps)).toEqual(Array(4).fill('GA-183-8164'));
    expect(toGhanaPostGps('AK03950284')).toBe('AK-0395-0284');
  });
});
