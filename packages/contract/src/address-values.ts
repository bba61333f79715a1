// The address book's values the storefront uses at run time (its labels, the Ghana Post GPS form), zod-free, so the
// checkout's saved addresses load no zod. addresses.ts re-exports them beside its schemas.

/** The labels the spec offers. */
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/**
 * A Ghana Post GPS digital address: two letters (region and district), 3-4 digits, 4 digits, as in GA-183-8164.
 * Hyphens or spaces between the parts may be left out; the stored form is upper case with hyphens.
 */
export const GHANA_POST_GPS = /^([A-Z]{2})[-\s]?(\d{3,4})[-\s]?(\d{4})$/;

/** "ga 183 8164", "GA1838164" -> "GA-183-8164"; anything else as it came (trimmed, upper case). */
export function toGhanaPostGps(value: string): string {
  const upper = value.trim().toUpperCase();
  const parts = GHANA_POST_GPS.exec(upper);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : upper;
}
