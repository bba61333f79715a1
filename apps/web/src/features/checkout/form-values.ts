import { ORDER_NOTE_MAX } from '@shop/contract/constants';
import type { Checkout, CheckoutUpdateBody } from '@shop/contract/checkout';
import type { DeliveryOptionId } from '@shop/contract/delivery';
import type { DeliveryMethod, MobileNetwork, PaymentMethod } from '@shop/contract/orders';
import type { PlaceOrderBody } from '@shop/contract/payments';
import type { SessionUser } from '@/features/session';

// The checkout form's values (spec part 2 sections 3 and 5) and the payloads made of them. Zod-free: the rules the
// fields are checked by (form-rules.ts) load only when the form first checks them (decision 35's update).

export { ORDER_NOTE_MAX };

/** What the inputs hold (the form's state). */
export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  deliveryMethod: DeliveryMethod;
  region: string;
  deliveryLocationId: string;
  address: string;
  ghanaPostCode: string;
  deliverySpeed: string;
  pickupLocationId: string;
  orderNote: string;
  paymentMethod: string;
  /** Mobile money's wallet: its network and number. */
  mobileNetwork: string;
  mobileNumber: string;
}

/** The pay-on-delivery choice (at pickup for a pickup), the first one chosen. */
export const PAY_ON_DELIVERY = 'pay_on_delivery';

/** What the place and pay-again calls are told of the chosen method: mobile money with its wallet. */
export function paymentBody(values: Pick<CheckoutFormValues, 'paymentMethod' | 'mobileNetwork' | 'mobileNumber'>): PlaceOrderBody {
  const method = values.paymentMethod as PaymentMethod;
  if (method !== 'mobile_money') return { payment_method: method };
  return { payment_method: method, mobile_money: { network: values.mobileNetwork as MobileNetwork, phone: values.mobileNumber } };
}

/**
 * The form's first values: the choices this checkout already stored (a shopper coming back), else the signed-in
 * customer's profile, and delivery to an address as the usual way.
 */
export function initialValues(user: SessionUser | null, checkout: Checkout | null | undefined): CheckoutFormValues {
  const stored = checkout?.delivery_address ?? checkout?.billing_address ?? checkout?.pickup_address;
  const delivery = checkout?.delivery_address;
  return {
    firstName: stored?.first_name || user?.firstName || '',
    lastName: stored?.last_name || user?.lastName || '',
    email: stored?.email || user?.email || '',
    phone: stored?.phone_number || user?.phone || '',
    deliveryMethod: checkout?.delivery_option ?? 'Deliver',
    region: checkout?.delivery_location?.parent_name ?? delivery?.state ?? '',
    deliveryLocationId: checkout?.delivery_location ? String(checkout.delivery_location.id) : '',
    address: delivery?.address ?? '',
    // The server's fallback post code is not something the shopper typed.
    ghanaPostCode: delivery?.post_code && delivery.post_code !== '00233' ? delivery.post_code : '',
    deliverySpeed: checkout?.delivery_speed ?? '',
    pickupLocationId: checkout?.pickup_store ? String(checkout.pickup_store.id) : '',
    orderNote: '',
    paymentMethod: PAY_ON_DELIVERY,
    mobileNetwork: '',
    mobileNumber: '',
  };
}

/**
 * The PATCH /checkout/ payload of the form's values: the whole of it every time, so the server always holds what the
 * shopper sees. `placeName` is the chosen place's name (its town and city); the speed is left out when none is chosen
 * (the server takes standard).
 */
export function toUpdateBody(values: CheckoutFormValues, placeName: string): CheckoutUpdateBody {
  const contact = { first_name: values.firstName, last_name: values.lastName, phone_number: values.phone, email: values.email };
  const note = values.orderNote.trim() ? { order_note: values.orderNote } : {};
  if (values.deliveryMethod === 'Pickup') {
    return {
      delivery_option: 'Pickup',
      ...note,
      billing_address: contact,
      pickup_address: { ...contact, platform_pickup_address: Number(values.pickupLocationId) },
    };
  }
  const address = {
    ...contact,
    address: values.address,
    town: placeName,
    city: placeName,
    state: values.region as CheckoutUpdateBody['billing_address']['state'],
    post_code: values.ghanaPostCode,
  };
  return {
    delivery_option: 'Deliver',
    delivery_price_location: values.deliveryLocationId ? Number(values.deliveryLocationId) : null,
    ...(values.deliverySpeed ? { delivery_speed: values.deliverySpeed as DeliveryOptionId } : {}),
    ...note,
    billing_address: address,
    delivery_address: address,
  };
}
