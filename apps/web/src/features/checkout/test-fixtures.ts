import type { Checkout, DeliveryLocation } from '@shop/contract/checkout';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { formatMinor } from '@shop/contract/money';
import { cartLine, cartOf } from '@/test/cart-fixtures';

// Answers of the checkout's calls for component tests, shaped as the contract says; the figures are whatever a test
// gives (the page computes none).

const ghs = (minor: number) => ({ amount: formatMinor(minor), currency: 'GHS' as const });

export const SHEA = cartLine({
  id: 1,
  quantity: 2,
  price: { amount: '45.00', currency: 'GHS' },
  product: { name: 'Shea Butter', attributes: [{ name: 'Size', value: '250 g' }] },
});

/** A checkout of SHEA (₵90.00, 15 % VAT ₵13.50) with no choice made yet; `overrides` make the choice. */
export function checkoutOf(overrides: Partial<Checkout> = {}): Checkout {
  const cart = cartOf([SHEA], { tax: 1350, taxRate: 15 });
  return {
    ...cart,
    id: 7,
    order_id: 'AGH123456',
    delivery_fee: ghs(0),
    total: cart.total,
    delivery_option: null,
    delivery_location: null,
    delivery_speed: null,
    delivery_choices: [],
    pickup_store: null,
    order_note: '',
    billing_address: null,
    delivery_address: null,
    pickup_address: null,
    expected: null,
    payment_methods: ['pay_on_delivery'],
    ...overrides,
  };
}

/** The checkout priced for delivery to Accra: standard ₵15.00 chosen, express and same day offered. */
export const deliveredToAccra = (speed: 'standard' | 'express' = 'standard') =>
  checkoutOf({
    delivery_option: 'Deliver',
    delivery_location: { id: 34, name: 'Accra', parent_name: 'Greater Accra' },
    delivery_speed: speed,
    delivery_fee: ghs(speed === 'standard' ? 1500 : 3000),
    total: ghs(10350 + (speed === 'standard' ? 1500 : 3000)),
    delivery_choices: [
      { id: 'standard', fee: ghs(1500), expected: { from: '2026-03-04', by: '2026-03-06' } },
      { id: 'express', fee: ghs(3000), expected: { from: '2026-03-02', by: '2026-03-03' } },
    ],
    expected: { from: '2026-03-04', by: '2026-03-06' },
  });

/** The checkout priced for pickup at Accra Mall (no fee). */
export const pickedUpAtAccraMall = () =>
  checkoutOf({ delivery_option: 'Pickup', pickup_store: PICKUP_STORES[1]!, delivery_fee: ghs(0), expected: { from: '2026-03-03', by: '2026-03-03' } });

const option = (id: 'standard' | 'express' | 'same_day') => ({ id, fee: ghs(id === 'standard' ? 1500 : id === 'express' ? 3000 : 5000) });
export const PLACES: DeliveryLocation[] = [
  { id: 1, name: 'Kumasi', parent_name: 'Ashanti', region_code: 'AH', options: [option('standard'), option('express'), option('same_day')] },
  { id: 2, name: 'Obuasi', parent_name: 'Ashanti', region_code: 'AH', options: [option('standard')] },
  { id: 34, name: 'Accra', parent_name: 'Greater Accra', region_code: 'AA', options: [option('standard'), option('express'), option('same_day')] },
  { id: 35, name: 'Tema', parent_name: 'Greater Accra', region_code: 'AA', options: [option('standard'), option('express')] },
];
