import { z } from 'zod';
import { pickupAddressSchema } from './checkout.js';
import { envelope } from './common.js';
import { DELIVERY_METHODS, ORDER_NUMBER_PATTERN, ORDER_STATUSES, PAYMENT_STATUSES } from './orders.js';

export * from './my-orders.js';

// The calls My Orders adds (issue 13): an order's tracking view, its pickup details sent again, and what the shop
// tells every storefront (its WhatsApp number). The list's filters are order-answers.ts' orderListQuerySchema.

/** One change of an order's status or payment status, oldest first. `note` is the shop's own words, in English. */
export const trackingEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  at: z.string(),
  note: z.string(),
});

/** Where a delivery goes, as the customer gave it when ordering (frozen with the order). */
export const trackingAddressSchema = z.object({
  name: z.string(),
  phone_number: z.string(),
  address: z.string(),
  address_2: z.string(),
  place: z.string(),
  region: z.string(),
});

const ghanaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /order/:order_id/tracking/: the order's timeline, where it goes (or where it is collected) and when. */
export const orderTrackingSchema = z.object({
  order_id: z.string().regex(ORDER_NUMBER_PATTERN),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  delivery_option: z.enum(DELIVERY_METHODS),
  /** The first and last day the delivery is expected, or the day a pickup is ready (Ghana dates). */
  expected: z.object({ from: ghanaDate, by: ghanaDate }),
  timeline: z.array(trackingEventSchema),
  delivery_address: trackingAddressSchema.nullable(),
  pickup_store: pickupAddressSchema.nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
export const orderTrackingResponse = envelope(orderTrackingSchema);

/** POST /order/:order_id/pickup-details/: the mail is queued; the store to collect from is answered for the page. */
export const pickupDetailsResponse = envelope(z.object({ order_id: z.string().regex(ORDER_NUMBER_PATTERN), pickup_store: pickupAddressSchema }));
export type PickupDetails = z.infer<typeof pickupDetailsResponse>['data'];

/** GET /shop-info/: what the shop tells every storefront; `whatsapp_number` in E.164 digits (no +), or null. */
export const shopInfoResponse = envelope(
  z.object({
    whatsapp_number: z
      .string()
      .regex(/^\d{8,15}$/)
      .nullable(),
  }),
);
export type ShopInfo = z.infer<typeof shopInfoResponse>['data'];
