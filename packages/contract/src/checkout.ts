import { z } from 'zod';
import { GHANA_REGIONS } from './constants.js';
import { envelope, moneySchema } from './common.js';
import { DELIVERY_OPTION_IDS } from './delivery.js';

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
