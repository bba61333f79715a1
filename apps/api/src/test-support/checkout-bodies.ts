import type { CheckoutUpdateBody } from '@shop/contract';

// PATCH /checkout/ payloads that pass, and the places and stores they name; free of vitest, so the benches use them too.

export const ACCRA = 34;
export const KUMASI = 1;
export const BOLGATANGA = 61;
export const ACCRA_MALL = 2;

export const person = { first_name: 'Ama', last_name: 'Mensah', phone_number: '+233 24 412 3456', email: 'Ama.Mensah@example.com' };

/** Delivery to a place, standard unless a speed is given. */
export function deliverTo(place: number, speed?: 'standard' | 'express' | 'same_day'): CheckoutUpdateBody {
  return {
    delivery_option: 'Deliver',
    delivery_price_location: place,
    ...(speed ? { delivery_speed: speed } : {}),
    billing_address: { ...person },
    delivery_address: { ...person, address: '12 Oxford Street, Osu', city: 'Accra', state: 'Greater Accra' },
  };
}

/** Pickup at one of our stores. */
export function pickupAt(store: number): CheckoutUpdateBody {
  return { delivery_option: 'Pickup', billing_address: { ...person }, pickup_address: { ...person, platform_pickup_address: store } };
}
