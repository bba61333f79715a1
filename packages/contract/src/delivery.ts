import type { GHANA_REGIONS } from './constants.js';

// Delivery in Ghana and pickup in store: the one table the server prices with, the checkout page offers from and the
// help pages quote (spec part 2 sections 2 /checkout, 3 and 9; issue 11). Zod-free and dependency-free, so the web
// imports it as `@shop/contract/delivery`; every value here is a plain literal, so a bundle keeps only what it uses.
// Money is integer pesewas (minor units), as in money.ts. Times are Ghana time: Africa/Accra, read with Intl.

// ---------------------------------------------------------------------------------------------------------------
// Regions

export type GhanaRegionName = (typeof GHANA_REGIONS)[number];

/** ISO 3166-2:GH subdivision codes without the `GH-` prefix (the 16 regions of 2019; ISO's change of 2019-11-22). */
export type RegionCode = 'AH' | 'BO' | 'BE' | 'CP' | 'EP' | 'AA' | 'NE' | 'NP' | 'OT' | 'SV' | 'UE' | 'UW' | 'TV' | 'WP' | 'WN' | 'AF';

export interface Region {
  /** Stable: stored with addresses; never reused or renumbered. */
  readonly id: number;
  /** The full name, which is what the checkout form submits (spec section 3). */
  readonly name: GhanaRegionName;
  readonly code: RegionCode;
  /** The regional capital, always one of the region's delivery places. */
  readonly capital: string;
}

/** The 16 regions of Ghana in the order of GHANA_REGIONS (the spec's order). */
export const REGIONS: readonly Region[] = [
  { id: 1, name: 'Ashanti', code: 'AH', capital: 'Kumasi' },
  { id: 2, name: 'Bono', code: 'BO', capital: 'Sunyani' },
  { id: 3, name: 'Bono East', code: 'BE', capital: 'Techiman' },
  { id: 4, name: 'Central', code: 'CP', capital: 'Cape Coast' },
  { id: 5, name: 'Eastern', code: 'EP', capital: 'Koforidua' },
  { id: 6, name: 'Greater Accra', code: 'AA', capital: 'Accra' },
  { id: 7, name: 'North East', code: 'NE', capital: 'Nalerigu' },
  { id: 8, name: 'Northern', code: 'NP', capital: 'Tamale' },
  { id: 9, name: 'Oti', code: 'OT', capital: 'Dambai' },
  { id: 10, name: 'Savannah', code: 'SV', capital: 'Damongo' },
  { id: 11, name: 'Upper East', code: 'UE', capital: 'Bolgatanga' },
  { id: 12, name: 'Upper West', code: 'UW', capital: 'Wa' },
  { id: 13, name: 'Volta', code: 'TV', capital: 'Ho' },
  { id: 14, name: 'Western', code: 'WP', capital: 'Sekondi-Takoradi' },
  { id: 15, name: 'Western North', code: 'WN', capital: 'Sefwi Wiawso' },
  { id: 16, name: 'Ahafo', code: 'AF', capital: 'Goaso' },
];

/** The region with this code; undefined for a code that is not Ghana's. */
export function regionByCode(code: string): Region | undefined {
  return REGIONS.find((region) => region.code === code);
}

// ---------------------------------------------------------------------------------------------------------------
// Delivery options and their prices (spec section 9)

export const DELIVERY_OPTION_IDS = ['standard', 'express', 'same_day'] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[number];

/** Fees in pesewas; delays in business days (Monday to Friday). */
export const DELIVERY_OPTIONS = {
  /** GHS 15, 3-5 business days, everywhere; free when the discounted sub-total is OVER GHS 200 (200.00 still pays). */
  standard: { fee: 1500, freeOver: 20000, businessDays: { min: 3, max: 5 } },
  /**
   * GHS 30 in the major cities only. The spec says "1-2 days"; we count business days, like standard, because no
   * courier run is promised at the weekend: an order on Friday is estimated Monday-Tuesday.
   */
  express: { fee: 3000, businessDays: { min: 1, max: 2 } },
  /**
   * GHS 50 in Accra and Kumasi only, offered until 10:00 Ghana time and delivered that day. Every day of the week: the
   * spec limits it by the hour only (should the couriers not ride at weekends, that is one test in isSameDayOpen).
   */
  same_day: { fee: 5000, orderBeforeHour: 10 },
} as const;

/** Pickup in store: "ready within 24 hours" of the order (spec sections 2 and 9). */
export const PICKUP_READY_WITHIN_HOURS = 24;

/** Ghana's time zone: UTC+0 all year, no daylight saving; still always read through the zone, never assumed. */
export const GHANA_TIME_ZONE = 'Africa/Accra';

// ---------------------------------------------------------------------------------------------------------------
// Delivery places

export interface DeliveryPlace {
  /** Stable: stored in checkouts and orders. Never reuse or renumber; a new place takes the next unused id. */
  readonly id: number;
  readonly name: string;
  /** The place's region (2019 boundaries); its name is the `parent_name` of the spec's delivery-location answer. */
  readonly region: RegionCode;
  /** What the place can have; same day is further limited to orders before the cut-off (deliveryOptionsAt). */
  readonly options: readonly DeliveryOptionId[];
}

// Who gets which option (the shop's choice where the spec says only "major cities" and "Accra and Kumasi"):
// - Express: the urban areas of Ghana's six metropolitan cities (Accra, Tema, Kumasi, Sekondi-Takoradi, Cape Coast,
//   Tamale), with Kasoa, whose built-up area runs on from Accra's western edge and which is one of the country's most
//   populous towns, and the regional capitals Koforidua, Ho and Sunyani, each a few hours by trunk road from the Accra
//   or Kumasi depot. Other towns (the northern capitals Bolgatanga and Wa included, a long day by road) get standard.
// - Same day: Accra and Kumasi as cities, not as regions: Accra with Madina, Adenta, Teshie and Dansoman, parts of the
//   same continuous city within about 20 km of the centre that a rider leaving after the 10:00 cut-off reaches the
//   same day; Kumasi itself. Not Tema or Ashaiman (another metropolis, 25 km east), Kasoa (Central Region, across
//   the congested Kasoa road) or Ejisu (a separate municipality 20 km out of Kumasi); they keep express or standard.
const STANDARD_ONLY = ['standard'] as const;
const MAJOR_CITY = ['standard', 'express'] as const;
const SAME_DAY_AREA = ['standard', 'express', 'same_day'] as const;

/** Where we deliver: every region's capital and its larger towns, grouped by region (ids in order of first listing). */
export const DELIVERY_PLACES: readonly DeliveryPlace[] = [
  // Ashanti
  { id: 1, name: 'Kumasi', region: 'AH', options: SAME_DAY_AREA },
  { id: 2, name: 'Obuasi', region: 'AH', options: STANDARD_ONLY },
  { id: 3, name: 'Ejisu', region: 'AH', options: STANDARD_ONLY },
  { id: 4, name: 'Konongo', region: 'AH', options: STANDARD_ONLY },
  { id: 5, name: 'Mampong', region: 'AH', options: STANDARD_ONLY },
  { id: 6, name: 'Bekwai', region: 'AH', options: STANDARD_ONLY },
  { id: 7, name: 'Offinso', region: 'AH', options: STANDARD_ONLY },
  { id: 8, name: 'Agogo', region: 'AH', options: STANDARD_ONLY },
  // Bono
  { id: 9, name: 'Sunyani', region: 'BO', options: MAJOR_CITY },
  { id: 10, name: 'Berekum', region: 'BO', options: STANDARD_ONLY },
  { id: 11, name: 'Dormaa Ahenkro', region: 'BO', options: STANDARD_ONLY },
  { id: 12, name: 'Wenchi', region: 'BO', options: STANDARD_ONLY },
  // Bono East
  { id: 13, name: 'Techiman', region: 'BE', options: STANDARD_ONLY },
  { id: 14, name: 'Kintampo', region: 'BE', options: STANDARD_ONLY },
  { id: 15, name: 'Atebubu', region: 'BE', options: STANDARD_ONLY },
  { id: 16, name: 'Nkoranza', region: 'BE', options: STANDARD_ONLY },
  { id: 17, name: 'Yeji', region: 'BE', options: STANDARD_ONLY },
  // Central
  { id: 18, name: 'Cape Coast', region: 'CP', options: MAJOR_CITY },
  { id: 19, name: 'Kasoa', region: 'CP', options: MAJOR_CITY },
  { id: 20, name: 'Winneba', region: 'CP', options: STANDARD_ONLY },
  { id: 21, name: 'Mankessim', region: 'CP', options: STANDARD_ONLY },
  { id: 22, name: 'Elmina', region: 'CP', options: STANDARD_ONLY },
  { id: 23, name: 'Saltpond', region: 'CP', options: STANDARD_ONLY },
  { id: 24, name: 'Agona Swedru', region: 'CP', options: STANDARD_ONLY },
  { id: 25, name: 'Dunkwa-on-Offin', region: 'CP', options: STANDARD_ONLY },
  // Eastern
  { id: 26, name: 'Koforidua', region: 'EP', options: MAJOR_CITY },
  { id: 27, name: 'Nkawkaw', region: 'EP', options: STANDARD_ONLY },
  { id: 28, name: 'Akim Oda', region: 'EP', options: STANDARD_ONLY },
  { id: 29, name: 'Nsawam', region: 'EP', options: STANDARD_ONLY },
  { id: 30, name: 'Suhum', region: 'EP', options: STANDARD_ONLY },
  { id: 31, name: 'Somanya', region: 'EP', options: STANDARD_ONLY },
  { id: 32, name: 'Akosombo', region: 'EP', options: STANDARD_ONLY },
  { id: 33, name: 'Kade', region: 'EP', options: STANDARD_ONLY },
  // Greater Accra
  { id: 34, name: 'Accra', region: 'AA', options: SAME_DAY_AREA },
  { id: 35, name: 'Tema', region: 'AA', options: MAJOR_CITY },
  { id: 36, name: 'Madina', region: 'AA', options: SAME_DAY_AREA },
  { id: 37, name: 'Adenta', region: 'AA', options: SAME_DAY_AREA },
  { id: 38, name: 'Teshie', region: 'AA', options: SAME_DAY_AREA },
  { id: 39, name: 'Ashaiman', region: 'AA', options: MAJOR_CITY },
  { id: 40, name: 'Dansoman', region: 'AA', options: SAME_DAY_AREA },
  { id: 41, name: 'Dodowa', region: 'AA', options: STANDARD_ONLY },
  { id: 42, name: 'Ada Foah', region: 'AA', options: STANDARD_ONLY },
  // North East
  { id: 43, name: 'Nalerigu', region: 'NE', options: STANDARD_ONLY },
  { id: 44, name: 'Walewale', region: 'NE', options: STANDARD_ONLY },
  { id: 45, name: 'Gambaga', region: 'NE', options: STANDARD_ONLY },
  { id: 46, name: 'Chereponi', region: 'NE', options: STANDARD_ONLY },
  // Northern
  { id: 47, name: 'Tamale', region: 'NP', options: MAJOR_CITY },
  { id: 48, name: 'Yendi', region: 'NP', options: STANDARD_ONLY },
  { id: 49, name: 'Savelugu', region: 'NP', options: STANDARD_ONLY },
  { id: 50, name: 'Bimbilla', region: 'NP', options: STANDARD_ONLY },
  // Oti
  { id: 51, name: 'Dambai', region: 'OT', options: STANDARD_ONLY },
  { id: 52, name: 'Nkwanta', region: 'OT', options: STANDARD_ONLY },
  { id: 53, name: 'Kete Krachi', region: 'OT', options: STANDARD_ONLY },
  { id: 54, name: 'Jasikan', region: 'OT', options: STANDARD_ONLY },
  { id: 55, name: 'Kadjebi', region: 'OT', options: STANDARD_ONLY },
  // Savannah
  { id: 56, name: 'Damongo', region: 'SV', options: STANDARD_ONLY },
  { id: 57, name: 'Bole', region: 'SV', options: STANDARD_ONLY },
  { id: 58, name: 'Salaga', region: 'SV', options: STANDARD_ONLY },
  { id: 59, name: 'Buipe', region: 'SV', options: STANDARD_ONLY },
  { id: 60, name: 'Sawla', region: 'SV', options: STANDARD_ONLY },
  // Upper East
  { id: 61, name: 'Bolgatanga', region: 'UE', options: STANDARD_ONLY },
  { id: 62, name: 'Bawku', region: 'UE', options: STANDARD_ONLY },
  { id: 63, name: 'Navrongo', region: 'UE', options: STANDARD_ONLY },
  { id: 64, name: 'Zebilla', region: 'UE', options: STANDARD_ONLY },
  // Upper West
  { id: 65, name: 'Wa', region: 'UW', options: STANDARD_ONLY },
  { id: 66, name: 'Tumu', region: 'UW', options: STANDARD_ONLY },
  { id: 67, name: 'Lawra', region: 'UW', options: STANDARD_ONLY },
  { id: 68, name: 'Jirapa', region: 'UW', options: STANDARD_ONLY },
  // Volta
  { id: 69, name: 'Ho', region: 'TV', options: MAJOR_CITY },
  { id: 70, name: 'Hohoe', region: 'TV', options: STANDARD_ONLY },
  { id: 71, name: 'Keta', region: 'TV', options: STANDARD_ONLY },
  { id: 72, name: 'Aflao', region: 'TV', options: STANDARD_ONLY },
  { id: 73, name: 'Kpando', region: 'TV', options: STANDARD_ONLY },
  { id: 74, name: 'Sogakope', region: 'TV', options: STANDARD_ONLY },
  // Western
  { id: 75, name: 'Sekondi-Takoradi', region: 'WP', options: MAJOR_CITY },
  { id: 76, name: 'Tarkwa', region: 'WP', options: STANDARD_ONLY },
  { id: 77, name: 'Prestea', region: 'WP', options: STANDARD_ONLY },
  { id: 78, name: 'Axim', region: 'WP', options: STANDARD_ONLY },
  { id: 79, name: 'Half Assini', region: 'WP', options: STANDARD_ONLY },
  // Western North
  { id: 80, name: 'Sefwi Wiawso', region: 'WN', options: STANDARD_ONLY },
  { id: 81, name: 'Bibiani', region: 'WN', options: STANDARD_ONLY },
  { id: 82, name: 'Juaboso', region: 'WN', options: STANDARD_ONLY },
  { id: 83, name: 'Enchi', region: 'WN', options: STANDARD_ONLY },
  // Ahafo
  { id: 84, name: 'Goaso', region: 'AF', options: STANDARD_ONLY },
  { id: 85, name: 'Bechem', region: 'AF', options: STANDARD_ONLY },
  { id: 86, name: 'Kenyasi', region: 'AF', options: STANDARD_ONLY },
  { id: 87, name: 'Duayaw Nkwanta', region: 'AF', options: STANDARD_ONLY },
];

/** The delivery place with this id; undefined for an id we do not deliver to. */
export function deliveryPlaceById(id: number): DeliveryPlace | undefined {
  return DELIVERY_PLACES.find((place) => place.id === id);
}

// ---------------------------------------------------------------------------------------------------------------
// Ghana time

/** A calendar date in Ghana, `YYYY-MM-DD`. */
export type GhanaDate = string;

let ghanaClock: Intl.DateTimeFormat | undefined;

/** The date and wall-clock time in Ghana at a moment, whatever the time zone of the machine running this. */
export function ghanaTime(at: Date): { date: GhanaDate; hour: number; minute: number; second: number } {
  if (Number.isNaN(at.getTime())) throw new RangeError('not a moment: Invalid Date');
  ghanaClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: GHANA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of ghanaClock.formatToParts(at)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    hour: Number(part.hour),
    minute: Number(part.minute),
    second: Number(part.second),
  };
}

/** A Ghana date `days` business days (Monday to Friday) after `date`; the starting date itself never counts. */
export function addBusinessDays(date: GhanaDate, days: number): GhanaDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`business days must be a whole number >= 0, got ${days}`);
  // A date without a time: noon UTC of that day, counted in whole days, so no zone or clock change can shift it.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// What a place offers, what it costs, when it arrives

/** Whether same day can still be ordered at this moment: before 10:00:00 Ghana time (09:59:59 yes, 10:00:00 no). */
export function isSameDayOpen(at: Date): boolean {
  return ghanaTime(at).hour < DELIVERY_OPTIONS.same_day.orderBeforeHour;
}

/** The options a place offers at a moment, cheapest first: its own options, less same day from 10:00 Ghana time. */
export function deliveryOptionsAt(place: DeliveryPlace, at: Date): DeliveryOptionId[] {
  const sameDayOpen = isSameDayOpen(at);
  return place.options.filter((option) => option !== 'same_day' || sameDayOpen);
}

/**
 * The fee of an option in pesewas for a sub-total in pesewas AFTER discounts (what the shopper pays for the goods).
 * Standard is free only when that sub-total is over GHS 200: 20000 (exactly GHS 200.00) still pays GHS 15, 20001 is
 * free. Express and same day always cost their fee.
 */
export function deliveryFee(option: DeliveryOptionId, discountedSubTotal: number): number {
  if (!Number.isSafeInteger(discountedSubTotal) || discountedSubTotal < 0) {
    throw new RangeError(`the sub-total must be a whole number of pesewas >= 0, got ${discountedSubTotal}`);
  }
  if (option === 'standard') {
    const { fee, freeOver } = DELIVERY_OPTIONS.standard;
    return discountedSubTotal > freeOver ? 0 : fee;
  }
  return DELIVERY_OPTIONS[option].fee;
}

/** The first and last Ghana dates an order is expected on. */
export interface DeliveryEstimate {
  readonly earliest: GhanaDate;
  readonly latest: GhanaDate;
}

/**
 * When an option ordered at a moment arrives, as Ghana dates. Standard and express count business days (Monday to
 * Friday) after the day of the order, whatever its hour: Friday or Saturday standard is Wednesday to Friday next week.
 * Same day is the day of the order (ask deliveryOptionsAt first: this does not check the 10:00 cut-off). Ghana's
 * public holidays are not skipped: around a holiday the estimate may be a day or two early.
 */
export function estimateDelivery(option: DeliveryOptionId, at: Date): DeliveryEstimate {
  const today = ghanaTime(at).date;
  if (option === 'same_day') return { earliest: today, latest: today };
  const { min, max } = DELIVERY_OPTIONS[option].businessDays;
  return { earliest: addBusinessDays(today, min), latest: addBusinessDays(today, max) };
}

/** One line of the checkout's delivery choice: the option, its fee in pesewas and its estimate. */
export interface DeliveryChoice {
  readonly option: DeliveryOptionId;
  readonly fee: number;
  readonly estimate: DeliveryEstimate;
}

/** Everything a place offers at a moment for a discounted sub-total in pesewas: what the checkout lists and prices. */
export function deliveryChoices(place: DeliveryPlace, discountedSubTotal: number, at: Date): DeliveryChoice[] {
  return deliveryOptionsAt(place, at).map((option) => ({
    option,
    fee: deliveryFee(option, discountedSubTotal),
    estimate: estimateDelivery(option, at),
  }));
}

/** The moment a pickup order ordered at `at` is promised ready by: 24 hours later (spec section 9). */
export function pickupReadyBy(at: Date): Date {
  if (Number.isNaN(at.getTime())) throw new RangeError('not a moment: Invalid Date');
  return new Date(at.getTime() + PICKUP_READY_WITHIN_HOURS * 60 * 60 * 1000);
}

// ---------------------------------------------------------------------------------------------------------------
// Pickup stores (spec section 2: the six of the web's fallback list; section 3: the pickup-address fields)

/** Opening and closing time in Ghana time, `HH:MM`. */
export interface TimeRange {
  readonly opens: string;
  readonly closes: string;
}

/** A store's opening hours; null is closed that day. Ghana's public holidays are not modelled. */
export interface OpeningHours {
  readonly weekdays: TimeRange;
  readonly saturday: TimeRange | null;
  readonly sunday: TimeRange | null;
}

export interface PickupStore {
  /** Stable: stored in checkouts and orders as the chosen store. Never reuse or renumber. */
  readonly id: number;
  readonly name: string;
  /** One line for display: street and area. */
  readonly address: string;
  /** The landmark it is by (how addresses are given in Ghana). */
  readonly address_2: string;
  readonly street_name: string;
  /** The area of the city. */
  readonly town: string;
  readonly city: string;
  /** The region's name: `state` is the spec's pickup-address field, `region` the web fallback's; the same value. */
  readonly state: GhanaRegionName;
  readonly region: GhanaRegionName;
  readonly region_code: RegionCode;
  readonly post_code: string;
  readonly hours: OpeningHours;
  readonly phone: string;
  readonly coordinates: { readonly lat: number; readonly lng: number };
}

const SHOP_HOURS: OpeningHours = { weekdays: { opens: '08:00', closes: '18:00' }, saturday: { opens: '09:00', closes: '17:00' }, sunday: null };
const MALL_HOURS: OpeningHours = {
  weekdays: { opens: '09:00', closes: '21:00' },
  saturday: { opens: '09:00', closes: '21:00' },
  sunday: { opens: '12:00', closes: '20:00' },
};

// The shop's to configure before going live:
// - phone: placeholders in Ghana's national format (+233, the city's area code, 7 digits) whose subscriber part starts
//   000, not a number given to subscribers, so none should ring a stranger (ADR 9); the shop sets each store's line.
// - post_code: the spec's fallback 00233 until the shop records each store's GhanaPost GPS digital address.
// - hours: the support hours of the spec (Monday-Friday 8-18, Saturday 9-17) for street stores; the mall's trading
//   hours for Accra Mall.
// - coordinates: the landmark in address_2, to 4 decimals (about 10 m); the Accra Mall one is the mall's published
//   position, the others are approximate (within a few hundred metres) until the shop pins each store's door.
/** The six pickup stores of the spec, with the pickup-address fields and the web fallback's hours, phone, position. */
export const PICKUP_STORES: readonly PickupStore[] = [
  {
    id: 1,
    name: 'Accra Central',
    address: 'Kojo Thompson Road, Makola',
    address_2: 'Near Makola Market',
    street_name: 'Kojo Thompson Road',
    town: 'Makola',
    city: 'Accra',
    state: 'Greater Accra',
    region: 'Greater Accra',
    region_code: 'AA',
    post_code: '00233',
    hours: SHOP_HOURS,
    phone: '+233 30 000 0101',
    coordinates: { lat: 5.5491, lng: -0.2083 },
  },
  {
    id: 2,
    name: 'Accra Mall',
    address: 'Accra Mall, Spintex Road',
    address_2: 'Tetteh Quarshie Interchange',
    street_name: 'Spintex Road',
    town: 'Tetteh Quarshie',
    city: 'Accra',
    state: 'Greater Accra',
    region: 'Greater Accra',
    region_code: 'AA',
    post_code: '00233',
    hours: MALL_HOURS,
    phone: '+233 30 000 0102',
    coordinates: { lat: 5.6222, lng: -0.1733 },
  },
  {
    id: 3,
    name: 'Tema',
    address: 'Harbour Road, Community 1',
    address_2: 'Near Tema Station',
    street_name: 'Harbour Road',
    town: 'Community 1',
    city: 'Tema',
    state: 'Greater Accra',
    region: 'Greater Accra',
    region_code: 'AA',
    post_code: '00233',
    hours: SHOP_HOURS,
    phone: '+233 30 000 0103',
    coordinates: { lat: 5.6398, lng: -0.0123 },
  },
  {
    id: 4,
    name: 'Kumasi Adum',
    address: 'Prempeh II Street, Adum',
    address_2: 'Near Kejetia Market',
    street_name: 'Prempeh II Street',
    town: 'Adum',
    city: 'Kumasi',
    state: 'Ashanti',
    region: 'Ashanti',
    region_code: 'AH',
    post_code: '00233',
    hours: SHOP_HOURS,
    phone: '+233 32 000 0104',
    coordinates: { lat: 6.6925, lng: -1.6231 },
  },
  {
    id: 5,
    name: 'Takoradi',
    address: 'Liberation Road, Market Circle',
    address_2: 'Near Takoradi Market Circle',
    street_name: 'Liberation Road',
    town: 'Market Circle',
    city: 'Takoradi',
    state: 'Western',
    region: 'Western',
    region_code: 'WP',
    post_code: '00233',
    hours: SHOP_HOURS,
    phone: '+233 31 000 0105',
    coordinates: { lat: 4.8963, lng: -1.7556 },
  },
  {
    id: 6,
    name: 'Tamale',
    address: 'Bolgatanga Road, Tamale Central',
    address_2: 'Near Tamale Central Market',
    street_name: 'Bolgatanga Road',
    town: 'Tamale Central',
    city: 'Tamale',
    state: 'Northern',
    region: 'Northern',
    region_code: 'NP',
    post_code: '00233',
    hours: SHOP_HOURS,
    phone: '+233 37 000 0106',
    coordinates: { lat: 9.4037, lng: -0.8421 },
  },
];

/** The pickup store with this id; undefined for an id that is not one of ours. */
export function pickupStoreById(id: number): PickupStore | undefined {
  return PICKUP_STORES.find((store) => store.id === id);
}
