import { checkoutAddress, checkoutSchema, checkoutUpdateBody, ORDER_NOTE_MAX, type Checkout, type CheckoutUpdateBody } from '@shop/contract/checkout';
import type { DeliveryOptionId } from '@shop/contract/delivery';
import type { FieldMessageCode } from '@shop/contract/field-messages';
import type { DeliveryMethod, MobileNetwork, PaymentMethod } from '@shop/contract/orders';
import { mobileMoneyWallet, type PlaceOrderBody } from '@shop/contract/payments';
import type { SessionUser } from '@/features/session';

// The checkout form (spec part 2 sections 3 and 5): its fields carry the contract's rules and message codes (the same
// the server checks the PATCH with), translated by lib/use-error-text. Only this lazy chunk loads zod.

export { ORDER_NOTE_MAX };

/** A field with no rules of its own (radio and select values): the contract's plain string. */
const plainText = checkoutSchema.shape.order_note;
const DELIVERY_INFO_REQUIRED: FieldMessageCode = 'DELIVERY_INFO_REQUIRED';

export const checkoutFormSchema = checkoutAddress
  .pick({})
  .extend({
    firstName: checkoutAddress.shape.first_name,
    lastName: checkoutAddress.shape.last_name,
    email: checkoutAddress.shape.email,
    phone: checkoutAddress.shape.phone_number,
    deliveryMethod: checkoutUpdateBody.shape.delivery_option,
    region: checkoutAddress.shape.state,
    deliveryLocationId: plainText,
    address: checkoutAddress.shape.address,
    ghanaPostCode: checkoutAddress.shape.post_code,
    deliverySpeed: plainText,
    pickupLocationId: plainText,
    orderNote: checkoutUpdateBody.shape.order_note,
    paymentMethod: plainText,
    mobileNetwork: plainText,
    mobileNumber: plainText,
  })
  // The spec puts 'Please provide required delivery information' on deliveryMethod; here it goes on each missing
  // field instead, so it is read out with that field and the failed submit focuses it.
  .superRefine((values, ctx) => {
    const missing = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: DELIVERY_INFO_REQUIRED });
    if (values.deliveryMethod === 'Deliver') {
      if (!values.region) missing('region');
      if (!values.deliveryLocationId) missing('deliveryLocationId');
      if (!values.address) missing('address');
    } else if (!values.pickupLocationId) missing('pickupLocationId');
    // Mobile money names its wallet, checked with the contract's own rules and codes.
    if (values.paymentMethod === 'mobile_money') {
      const wallet = mobileMoneyWallet.safeParse({ network: values.mobileNetwork || undefined, phone: values.mobileNumber });
      for (const issue of wallet.success ? [] : wallet.error.issues) {
        const path = issue.path[0] === 'network' ? 'mobileNetwork' : 'mobileNumber';
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    }
  });

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

/** Whether the server would take this payload: a choice is priced only once what it needs is filled in. */
export const isCompleteUpdate = (body: CheckoutUpdateBody) => checkoutUpdateBody.safeParse(body).success;
