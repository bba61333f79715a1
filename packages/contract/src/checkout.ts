import { z } from 'zod';
import { DEFAULT_POST_CODE, GHANA_REGIONS, ORDER_NOTE_MAX } from './constants.js';
import { cartQuoteSchema } from './cart.js';
import { envelope, moneySchema } from './common.js';
import { DELIVERY_OPTION_IDS, deliveryPlaceById, pickupStoreById } from './delivery.js';
import { fieldCode as m, type FieldMessageCode } from './field-messages.js';
import { DELIVERY_METHODS, PAYMENT_METHODS } from './orders.js';

// The checkout's calls (spec part 2 sections 2 /checkout, 3 and 6; issue 11). The places, options, prices and stores
// themselves are the table in delivery.ts; these are the shapes they travel in.

const regionName = z.enum(GHANA_REGIONS);
const regionCode = z.string().length(2);

/** One way a place is delivered to, at its list price; the checkout prices it for the cart (free standard delivery). */
export const deliveryOptionSchema = z.object({
  id: z.enum(DELIVERY_OPTION_IDS),
  fee: moneySchema,
  /** Standard only: the discounted sub-total above which it is free. */
  free_over: moneySchema.optional(),
  /** Business days after the order day; absent for same day. */
  business_days: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** Same day only: offered for orders placed before this hour, Ghana time (Africa/Accra). */
  order_before_hour: z.number().int().min(0).max(23).optional(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** A place we deliver to: the spec's id, name and parent_name (its region), with the options it offers. */
export const deliveryLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_name: regionName,
  region_code: regionCode,
  options: z.array(deliveryOptionSchema),
});
export type DeliveryLocation = z.infer<typeof deliveryLocationSchema>;
export const deliveryLocationListResponse = envelope(z.array(deliveryLocationSchema));

const timeRange = z.object({ opens: z.string(), closes: z.string() });

/** A store to collect an order from: the spec's address fields, with its hours, phone and position. */
export const pickupAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  address_2: z.string(),
  street_name: z.string(),
  town: z.string(),
  city: z.string(),
  state: regionName,
  region: regionName,
  region_code: regionCode,
  post_code: z.string(),
  hours: z.object({ weekdays: timeRange, saturday: timeRange.nullable(), sunday: timeRange.nullable() }),
  phone: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});
export type PickupAddress = z.infer<typeof pickupAddressSchema>;
export const pickupAddressListResponse = envelope(z.array(pickupAddressSchema));

// ---- The checkout update (PATCH /checkout/): the spec's payload and validation rules (sections 3 and 5) ----

export const CHECKOUT_NAME_MAX = 50;
export const CHECKOUT_ADDRESS_MAX = 200;
export const CHECKOUT_POST_CODE_MAX = 20;
/** The spec's only country (its fallback post code, DEFAULT_POST_CODE, and ORDER_NOTE_MAX are in constants.ts, zod-free for the storefront). */
export const DEFAULT_COUNTRY = 'Ghana';
/** The spec's default order note: it asks the recipient to call on arrival. */
export const DEFAULT_ORDER_NOTE = 'Please call the recipient on arrival.';

/**
 * The spec's phone normalisation: spaces, hyphens and brackets out, a +233 or 233 prefix becomes a leading 0.
 * "+233 24 412 3456", "233244123456" and "(024) 412-3456" are all "0244123456".
 */
export function toGhanaLocalPhone(phone: string): string {
  const compact = phone.replace(/[\s\-()]/g, '');
  if (compact.startsWith('+233')) return `0${compact.slice(4)}`;
  if (compact.startsWith('233')) return `0${compact.slice(3)}`;
  return compact;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** Free text of a field: trimmed, no control characters, at most `max`; blank is allowed (absent is blank). */
const freeText = (max: number, tooLong: FieldMessageCode, chars: FieldMessageCode = 'ADDRESS_CHARS') =>
  z
    .string({ message: m(chars) })
    .trim()
    .max(max, m(tooLong))
    .regex(NO_CONTROL, m(chars))
    .optional()
    .transform((v) => v ?? '');

const personName = (required: FieldMessageCode, tooLong: FieldMessageCode, chars: FieldMessageCode) =>
  z
    .string({ message: m(required) })
    .trim()
    .min(2, m(required))
    .max(CHECKOUT_NAME_MAX, m(tooLong))
    .regex(NO_CONTROL, m(chars));

const checkoutEmail = z
  .string({ message: m('CHECKOUT_EMAIL_REQUIRED') })
  .trim()
  .toLowerCase()
  .min(1, m('CHECKOUT_EMAIL_REQUIRED'))
  // Only a filled-in address is checked for its form: an empty one says only that it is required.
  .pipe(z.string().max(254, m('CHECKOUT_EMAIL_INVALID')).email(m('CHECKOUT_EMAIL_INVALID')));

/**
 * 10 to 15 characters of digits and + ( ) - (spaces allowed), normalised to a leading 0. The length is counted without
 * the spaces, hyphens and brackets, so "+233 24 412 3456" (16 as typed, 13 written out) is the valid number it is: the
 * spec counted what was typed, which refused a Ghana number written the usual way.
 */
export const checkoutPhone = z
  .string({ message: m('CHECKOUT_PHONE_REQUIRED') })
  .trim()
  .regex(/^[\d\s+()-]*$/, m('CHECKOUT_PHONE_CHARS'))
  .transform((phone) => phone.replace(/[\s\-()]/g, ''))
  .pipe(z.string().min(10, m('CHECKOUT_PHONE_REQUIRED')).max(15, m('CHECKOUT_PHONE_TOO_LONG')))
  .transform(toGhanaLocalPhone);

/** The spec's address (billing and delivery): who receives and where. Blank parts stay blank; we invent no address. */
export const checkoutAddress = z.object({
  first_name: personName('CHECKOUT_FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX', 'FIRST_NAME_CHARS'),
  last_name: personName('CHECKOUT_LAST_NAME_REQUIRED', 'LAST_NAME_MAX', 'LAST_NAME_CHARS'),
  phone_number: checkoutPhone,
  email: checkoutEmail,
  address: freeText(CHECKOUT_ADDRESS_MAX, 'ADDRESS_MAX'),
  address_2: freeText(CHECKOUT_ADDRESS_MAX, 'ADDRESS_MAX'),
  street_name: freeText(CHECKOUT_ADDRESS_MAX, 'ADDRESS_MAX'),
  town: freeText(100, 'ADDRESS_MAX'),
  city: freeText(100, 'ADDRESS_MAX'),
  /** The region's full name (the spec's submitted value), or blank where it is not needed (a pickup's billing). */
  state: z
    .enum(['', ...GHANA_REGIONS], { message: m('REGION_INVALID') })
    .optional()
    .transform((v) => v ?? ''),
  country: z
    .literal(DEFAULT_COUNTRY, { message: m('INVALID') })
    .optional()
    .transform(() => DEFAULT_COUNTRY),
  administrative_area_level_1: freeText(100, 'ADDRESS_MAX'),
  administrative_area_level_2: freeText(100, 'ADDRESS_MAX'),
  post_code: freeText(CHECKOUT_POST_CODE_MAX, 'POST_CODE_MAX').transform((v) => v || DEFAULT_POST_CODE),
  /** A GhanaPost GPS address or a Plus Code, as the shopper has it. */
  plus_code: freeText(20, 'ADDRESS_MAX'),
  lat: z
    .number({ message: m('INVALID') })
    .min(-90, m('INVALID'))
    .max(90, m('INVALID'))
    .nullish(),
  lon: z
    .number({ message: m('INVALID') })
    .min(-180, m('INVALID'))
    .max(180, m('INVALID'))
    .nullish(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

/** Who collects a pickup order, and at which of our stores. */
export const pickupContact = z.object({
  first_name: personName('CHECKOUT_FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX', 'FIRST_NAME_CHARS'),
  last_name: personName('CHECKOUT_LAST_NAME_REQUIRED', 'LAST_NAME_MAX', 'LAST_NAME_CHARS'),
  phone_number: checkoutPhone,
  email: checkoutEmail,
  platform_pickup_address: z.number({ message: m('PICKUP_STORE_UNKNOWN') }).int(m('PICKUP_STORE_UNKNOWN')),
});
export type PickupContact = z.infer<typeof pickupContact>;

const required = (ctx: z.RefinementCtx, path: (string | number)[], code: FieldMessageCode) => ctx.addIssue({ code: 'custom', path, message: m(code) });

/**
 * PATCH /checkout/: the spec's payload. Delivery needs the delivery address with its street address and region, and a
 * place we deliver to (`delivery_price_location`, an id of GET /delivery-location/); pickup needs the pickup contact
 * and one of our stores. Otherwise the spec's 'Please provide required delivery information', on delivery_option.
 * `delivery_speed` is ours (the spec has one price per place): standard unless the shopper chose express or same day
 * where the place offers it; the same-day cut-off is the server's to check, at the moment.
 */
export const checkoutUpdateBody = z
  .object({
    delivery_option: z.enum(DELIVERY_METHODS, { message: m('DELIVERY_METHOD_INVALID') }),
    delivery_price_location: z
      .number({ message: m('DELIVERY_LOCATION_UNKNOWN') })
      .int(m('DELIVERY_LOCATION_UNKNOWN'))
      .nullish(),
    delivery_speed: z.enum(DELIVERY_OPTION_IDS, { message: m('DELIVERY_OPTION_UNAVAILABLE') }).optional(),
    order_note: freeText(ORDER_NOTE_MAX, 'ORDER_NOTE_MAX', 'INVALID').transform((v) => v || DEFAULT_ORDER_NOTE),
    billing_address: checkoutAddress,
    delivery_address: checkoutAddress.nullish(),
    pickup_address: pickupContact.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.delivery_option === 'Deliver') {
      const address = body.delivery_address;
      if (!address || !address.address || !address.state || body.delivery_price_location == null) {
        return required(ctx, ['delivery_option'], 'DELIVERY_INFO_REQUIRED');
      }
      const place = deliveryPlaceById(body.delivery_price_location);
      if (!place) return required(ctx, ['delivery_price_location'], 'DELIVERY_LOCATION_UNKNOWN');
      if (body.delivery_speed && !place.options.includes(body.delivery_speed)) required(ctx, ['delivery_speed'], 'DELIVERY_OPTION_UNAVAILABLE');
    } else {
      if (!body.pickup_address) return required(ctx, ['delivery_option'], 'DELIVERY_INFO_REQUIRED');
      if (!pickupStoreById(body.pickup_address.platform_pickup_address)) required(ctx, ['pickup_address', 'platform_pickup_address'], 'PICKUP_STORE_UNKNOWN');
    }
  });
export type CheckoutUpdateBody = z.input<typeof checkoutUpdateBody>;
export type CheckoutUpdate = z.output<typeof checkoutUpdateBody>;

// ---- The checkout (GET and PATCH /checkout/?customer_id=) ----

/** A day in Ghana, YYYY-MM-DD. */
const ghanaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const expectedDays = z.object({ from: ghanaDate, by: ghanaDate });

/** An address as the checkout answers it: what the update stored, already checked and normalised. */
const addressAnswer = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  address: z.string(),
  address_2: z.string(),
  street_name: z.string(),
  town: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  administrative_area_level_1: z.string(),
  administrative_area_level_2: z.string(),
  post_code: z.string(),
  plus_code: z.string(),
  lat: z.number().nullish(),
  lon: z.number().nullish(),
});
const pickupContactAnswer = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  platform_pickup_address: z.number().int(),
});

/** One way the chosen place can be delivered to now, priced for this cart (standard is free over GHS 200). */
export const deliveryChoiceSchema = z.object({
  id: z.enum(DELIVERY_OPTION_IDS),
  fee: moneySchema,
  expected: expectedDays,
});

/**
 * The customer's checkout: the cart priced again from current prices on every read, with the choices made so far.
 * `order_id` is the number the order will be placed under, kept for this checkout. Money as the cart's, plus
 * `delivery_fee`; `total` = sub_total − discount_allowed + tax + delivery_fee, all computed on the server.
 */
export const checkoutSchema = cartQuoteSchema.extend({
  id: z.number().int(),
  order_id: z.string().regex(/^AGH\d{6}$/),
  delivery_fee: moneySchema,
  /** The cart's total plus the delivery fee (the fee is not taxed). */
  total: moneySchema,
  delivery_option: z.enum(DELIVERY_METHODS).nullable(),
  /** The place delivered to (Deliver), as GET /delivery-location/ lists it without its options. */
  delivery_location: z.object({ id: z.number().int(), name: z.string(), parent_name: z.enum(GHANA_REGIONS) }).nullable(),
  delivery_speed: z.enum(DELIVERY_OPTION_IDS).nullable(),
  /** What the chosen place offers at this moment, priced for this cart; empty until a place is chosen. */
  delivery_choices: z.array(deliveryChoiceSchema),
  /** The store collected from (Pickup). */
  pickup_store: pickupAddressSchema.nullable(),
  order_note: z.string(),
  billing_address: addressAnswer.nullable(),
  delivery_address: addressAnswer.nullable(),
  pickup_address: pickupContactAnswer.nullable(),
  /** When the order is expected: the delivery's days, or the day a pickup is ready; null until the choice is made. */
  expected: expectedDays.nullable(),
  /** How this checkout can be paid: the online methods when the shop has a payment provider, and on delivery. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * GET answers the checkout, or, with an empty cart, `data: null` and the spec's message 'No item available for
 * checkout' (not an error: the storefront shows its empty-cart state).
 */
export const checkoutResponse = envelope(checkoutSchema.nullable());
/** PATCH answers the checkout as GET does, with `delivery_price` (the spec reads it): the chosen delivery's fee. */
export const checkoutUpdateResponse = envelope(checkoutSchema.extend({ delivery_price: moneySchema }).nullable());
