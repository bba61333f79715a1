import { z } from 'zod';
import { GHANA_PHONE } from './auth.js';
import { envelope } from './common.js';
import { GHANA_REGIONS } from './constants.js';
import { ADDRESS_LABELS, toGhanaPostGps } from './address-values.js';
import { fieldCode as m, type FieldMessageCode } from './field-messages.js';

// The address book of My Account (spec part 2 sections 3, 4 and 5 "Address"; issue 13). The spec keeps it in the
// page; here it is stored on the server for its customer only. Every message is a code of FIELD_MESSAGES.

// The checkout's rules for names, phone numbers and free text (checkout.ts) are restated here rather than imported:
// importing checkout.ts would split the checkout's contract into a file shared with the address book, one more the
// first visit lists (decision 23). addresses.test.ts holds the two to the same results.

/** The only country (the spec's one choice), as the checkout's DEFAULT_COUNTRY. */
export const ADDRESS_COUNTRY = 'Ghana';
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** "+233 24 412 3456", "233244123456", "(024) 412-3456" -> "0244123456": the checkout's toGhanaLocalPhone. */
function toGhanaLocalPhone(phone: string): string {
  const compact = phone.replace(/[\s\-()]/g, '');
  if (compact.startsWith('+233')) return `0${compact.slice(4)}`;
  if (compact.startsWith('233')) return `0${compact.slice(3)}`;
  return compact;
}

/** A person's name, 2 to 50 characters, as the checkout's: blank or one letter is `required`. */
const personName = (required: FieldMessageCode, tooLong: FieldMessageCode, chars: FieldMessageCode) =>
  z
    .string({ message: m(required) })
    .trim()
    .min(2, m(required))
    .max(50, m(tooLong))
    .regex(NO_CONTROL, m(chars));

// The labels and the Ghana Post GPS form are in address-values.ts (zod-free, for the storefront's checkout).
export { ADDRESS_LABELS, GHANA_POST_GPS, toGhanaPostGps, type AddressLabel } from './address-values.js';

/** Ours: how many addresses one customer keeps (a bound, not a business rule; the 21st is refused). */
export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_CITY_MAX = 100;
export const ADDRESS_POSTAL_CODE_MAX = 20;

/** Required free text: blank is `required`, then at most `max`, no control characters. */
const requiredText = (max: number, required: FieldMessageCode, tooLong: FieldMessageCode) =>
  z
    .string({ message: m(required) })
    .trim()
    .min(1, m(required))
    .max(max, m(tooLong))
    .regex(NO_CONTROL, m('ADDRESS_CHARS'));

/** Optional free text: blank allowed, at most `max`, no control characters. */
const optionalText = (max: number, tooLong: FieldMessageCode) =>
  z
    .string({ message: m('ADDRESS_CHARS') })
    .trim()
    .max(max, m(tooLong))
    .regex(NO_CONTROL, m('ADDRESS_CHARS'));

/** A Ghana number, typed any usual way ("024 412 3456", "+233 24 412 3456"), kept as the checkout keeps it: 0244123456. */
const addressPhone = z
  .string({ message: m('ADDRESS_PHONE_REQUIRED') })
  .trim()
  .min(1, m('ADDRESS_PHONE_REQUIRED'))
  .regex(/^[\d\s+()-]*$/, m('CHECKOUT_PHONE_CHARS'))
  .transform(toGhanaLocalPhone)
  .pipe(z.string().regex(GHANA_PHONE, m('PHONE_INVALID')));

/** Optional; blank is none. */
const ghanaPostGps = z
  .string({ message: m('ADDRESS_GPS_INVALID') })
  .trim()
  .transform(toGhanaPostGps)
  .refine((v) => v === '' || /^[A-Z]{2}-\d{3,4}-\d{4}$/.test(v), m('ADDRESS_GPS_INVALID'));

/** The spec's fields, each with its rule; absent optional fields are left to the call (default or unchanged). */
const addressFields = {
  label: z.enum(ADDRESS_LABELS, { message: m('ADDRESS_LABEL_REQUIRED') }),
  first_name: personName('CHECKOUT_FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX', 'FIRST_NAME_CHARS'),
  last_name: personName('CHECKOUT_LAST_NAME_REQUIRED', 'LAST_NAME_MAX', 'LAST_NAME_CHARS'),
  street_address: requiredText(ADDRESS_LINE_MAX, 'ADDRESS_STREET_REQUIRED', 'ADDRESS_MAX'),
  apartment: optionalText(ADDRESS_LINE_MAX, 'ADDRESS_MAX'),
  city: requiredText(ADDRESS_CITY_MAX, 'ADDRESS_CITY_REQUIRED', 'ADDRESS_MAX'),
  /** The spec's State/Region: one of Ghana's 16 regions by its full name. */
  region: z
    .string({ message: m('ADDRESS_REGION_REQUIRED') })
    .trim()
    .min(1, m('ADDRESS_REGION_REQUIRED'))
    .pipe(z.enum(GHANA_REGIONS, { message: m('REGION_INVALID') })),
  postal_code: requiredText(ADDRESS_POSTAL_CODE_MAX, 'ADDRESS_POSTAL_CODE_REQUIRED', 'POST_CODE_MAX'),
  /** Ghana only (the spec's one choice). */
  country: z
    .string({ message: m('ADDRESS_COUNTRY_REQUIRED') })
    .trim()
    .min(1, m('ADDRESS_COUNTRY_REQUIRED'))
    .pipe(z.literal(ADDRESS_COUNTRY, { message: m('ADDRESS_COUNTRY_GHANA') })),
  phone: addressPhone,
  ghana_post_gps: ghanaPostGps,
};

/** POST /address/: a new address. Apartment and Ghana Post GPS may be left out; country defaults to Ghana. */
export const addressBody = z.object(
  {
    ...addressFields,
    apartment: addressFields.apartment.optional().transform((v) => v ?? ''),
    country: addressFields.country.optional().transform((): typeof ADDRESS_COUNTRY => ADDRESS_COUNTRY),
    ghana_post_gps: addressFields.ghana_post_gps.optional().transform((v) => v ?? ''),
  },
  { message: m('ADDRESS_REQUIRED') },
);
export type AddressBody = z.input<typeof addressBody>;
export type AddressInput = z.output<typeof addressBody>;

/** PATCH /address/{id}/: the fields to change (the others stay); at least one. Default-ness has its own call. */
export const addressPatchBody = z
  .object(addressFields, { message: m('ADDRESS_REQUIRED') })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), m('ADDRESS_REQUIRED'));
export type AddressPatchBody = z.input<typeof addressPatchBody>;
export type AddressPatch = z.output<typeof addressPatchBody>;

/** An address as the API answers it. */
export const addressSchema = z.object({
  id: z.number().int(),
  label: z.enum(ADDRESS_LABELS),
  first_name: z.string(),
  last_name: z.string(),
  street_address: z.string(),
  apartment: z.string(),
  city: z.string(),
  region: z.enum(GHANA_REGIONS),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  ghana_post_gps: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponse = envelope(z.array(addressSchema));
export const addressResponse = envelope(addressSchema);
/** DELETE answers the book as it is after the deletion (its default may not have changed: the default is never deleted unless alone). */
export const addressDeletedResponse = envelope(z.array(addressSchema));

/** The `message` of each call's success: the spec's toasts where it has them. */
export const ADDRESS_MESSAGES = {
  list: 'Addresses retrieved',
  added: 'Address added successfully!',
  updated: 'Address updated successfully!',
  deleted: 'Address deleted successfully!',
  defaultSet: 'Default address updated',
} as const;
