import { describe, expect, it } from 'vitest';
import { checkoutPhone, checkoutUpdateBody, DEFAULT_ORDER_NOTE, toGhanaLocalPhone, type CheckoutUpdateBody } from './checkout.js';
import { DELIVERY_PLACES } from './delivery.js';
import { FIELD_MESSAGES, type FieldMessageCode } from './field-messages.js';

const person = { first_name: 'Ama', last_name: 'Mensah', phone_number: '024 412 3456', email: 'Ama@Example.com' };
const deliver = (over: Partial<CheckoutUpdateBody> = {}): CheckoutUpdateBody => ({
  delivery_option: 'Deliver',
  delivery_price_location: 1,
  billing_address: { ...person },
  delivery_address: { ...person, address: '12 Oxford Street, Osu', state: 'Greater Accra', city: 'Accra' },
  ...over,
});
const pickup = (over: Partial<CheckoutUpdateBody> = {}): CheckoutUpdateBody => ({
  delivery_option: 'Pickup',
  billing_address: { ...person },
  pickup_address: { ...person, platform_pickup_address: 2 },
  ...over,
});

/** The messages a payload is refused with, by path. */
function refusals(body: unknown): Record<string, string[]> {
  const result = checkoutUpdateBody.safeParse(body);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(FIELD_MESSAGES[issue.message as FieldMessageCode] ?? issue.message);
  return byPath;
}

describe("the spec's phone normalisation", () => {
  it.each([
    ['+233 24 412 3456', '0244123456'],
    ['233244123456', '0244123456'],
    ['(024) 412-3456', '0244123456'],
    ['0244123456', '0244123456'],
  ])('%s is %s', (typed, local) => {
    expect(toGhanaLocalPhone(typed)).toBe(local);
    expect(checkoutPhone.parse(typed)).toBe(local);
  });

  it('refuses what is too short, too long or not a phone number, in the spec words', () => {
    expect(checkoutPhone.safeParse('024 412').error?.issues[0]?.message).toBe('CHECKOUT_PHONE_REQUIRED');
    expect(checkoutPhone.safeParse('+233 24 412 3456 7890').error?.issues[0]?.message).toBe('CHECKOUT_PHONE_TOO_LONG');
    expect(checkoutPhone.safeParse('024-ABC-3456').error?.issues[0]?.message).toBe('CHECKOUT_PHONE_CHARS');
    expect(FIELD_MESSAGES.CHECKOUT_PHONE_CHARS).toBe('Phone number can only contain numbers, spaces, and +()-');
  });
});

describe('the checkout update', () => {
  it('takes a delivery with its address, region and place, and fills the blank defaults', () => {
    const update = checkoutUpdateBody.parse(deliver());
    expect(update.delivery_address).toMatchObject({ phone_number: '0244123456', email: 'ama@example.com', country: 'Ghana', post_code: '00233' });
    expect(update.order_note).toBe(DEFAULT_ORDER_NOTE);
    expect(update.billing_address.address).toBe('');
  });

  it('takes a pickup at one of our stores with who collects it', () => {
    expect(checkoutUpdateBody.parse(pickup()).pickup_address).toMatchObject({ platform_pickup_address: 2, phone_number: '0244123456' });
  });

  it("answers the spec's 'Please provide required delivery information' when delivery or pickup details are missing", () => {
    const missing = { delivery_option: ['Please provide required delivery information'] };
    expect(refusals(deliver({ delivery_address: null }))).toEqual(missing);
    expect(refusals(deliver({ delivery_price_location: null }))).toEqual(missing);
    expect(refusals(deliver({ delivery_address: { ...person, address: '  ', state: 'Ashanti' } }))).toEqual(missing);
    expect(refusals(deliver({ delivery_address: { ...person, address: '4 Adum Road' } }))).toEqual(missing);
    expect(refusals(pickup({ pickup_address: null }))).toEqual(missing);
  });

  it("refuses names, email and phone in the spec's words", () => {
    expect(refusals(deliver({ billing_address: { ...person, first_name: 'A', last_name: '', email: '', phone_number: '12' } }))).toEqual({
      'billing_address.first_name': ['First name is required'],
      'billing_address.last_name': ['Last name is required'],
      'billing_address.email': ['Email is required'],
      'billing_address.phone_number': ['Valid phone number is required'],
    });
    expect(refusals(deliver({ billing_address: { ...person, email: 'ama@' } }))).toEqual({ 'billing_address.email': ['Invalid email address'] });
  });

  it('refuses a place, a store, a region or a delivery speed we do not have', () => {
    expect(refusals(deliver({ delivery_price_location: 99_999 }))).toEqual({ delivery_price_location: ['We do not deliver to that place'] });
    expect(refusals(pickup({ pickup_address: { ...person, platform_pickup_address: 7 } }))).toEqual({
      'pickup_address.platform_pickup_address': ['Choose one of our pickup stores'],
    });
    expect(refusals({ ...deliver(), delivery_address: { ...person, address: '1 Main St', state: 'Lagos' } })).toEqual({
      'delivery_address.state': ["Please choose one of Ghana's 16 regions"],
    });
    const bolgatanga = DELIVERY_PLACES.find((p) => p.name === 'Bolgatanga')!.id;
    expect(refusals(deliver({ delivery_price_location: bolgatanga, delivery_speed: 'express' }))).toEqual({
      delivery_speed: ['That delivery option is not offered there'],
    });
    expect(refusals(deliver({ delivery_price_location: bolgatanga, delivery_speed: 'standard' }))).toEqual({});
  });

  it('refuses lengths over the limits and control characters', () => {
    expect(refusals(deliver({ order_note: 'x'.repeat(501) }))).toEqual({ order_note: ['Order note is too long'] });
    const long = { ...person, address: 'x'.repeat(201), state: 'Ashanti' as const, post_code: '1'.repeat(21) };
    expect(refusals(deliver({ delivery_address: long }))).toEqual({
      'delivery_address.address': ['Address is too long'],
      'delivery_address.post_code': ['Post code is too long'],
    });
    expect(refusals(deliver({ billing_address: { ...person, city: 'Ac\u0000cra' } }))).toEqual({
      'billing_address.city': ['Address contains characters that are not allowed'],
    });
  });
});
