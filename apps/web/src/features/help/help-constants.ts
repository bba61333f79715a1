import { GHANA_REGIONS, PREFERENCE_COOKIE_DAYS, SESSION_COOKIE_DAYS } from '@shop/contract/constants';
import { DELIVERY_OPTIONS, PICKUP_READY_WITHIN_HOURS } from '@shop/contract/delivery';
import { SHOP_CONTACT_EMAIL } from '@/lib/shop-contact';

// The business constants of the help pages (spec part 2 section 9), written once here and interpolated into the
// translations ({{price}}, {{days}}, {{count}}), so the three languages always say the same numbers.
// Amounts are whole cedis; day ranges are written as the spec writes them ("3-5").

/** Pesewas (the contract's money) as the whole cedis policy prose states: 1500 -> 15. */
const cedis = (pesewas: number) => pesewas / 100;
const dayRange = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;

/** Delivery across Ghana: the contract's delivery table (`@shop/contract/delivery`), the one the checkout charges. */
export const GHANA_DELIVERY = {
  standard: {
    price: cedis(DELIVERY_OPTIONS.standard.fee),
    freeOver: cedis(DELIVERY_OPTIONS.standard.freeOver),
    days: dayRange(DELIVERY_OPTIONS.standard.businessDays),
  },
  express: { price: cedis(DELIVERY_OPTIONS.express.fee), days: dayRange(DELIVERY_OPTIONS.express.businessDays) },
  sameDay: { price: cedis(DELIVERY_OPTIONS.same_day.fee), orderBeforeHour: DELIVERY_OPTIONS.same_day.orderBeforeHour },
} as const;

export type GhanaDeliveryOption = keyof typeof GHANA_DELIVERY;
export const GHANA_DELIVERY_OPTIONS = Object.keys(GHANA_DELIVERY) as GhanaDeliveryOption[];

/** International starting prices and delivery times. */
export const INTERNATIONAL_SHIPPING = [
  { zone: 'westAfrica', from: 80, days: '5-10' },
  { zone: 'restOfAfrica', from: 120, days: '7-14' },
  { zone: 'europe', from: 200, days: '10-15' },
  { zone: 'northAmerica', from: 250, days: '10-18' },
  { zone: 'asiaAustralia', from: 280, days: '12-20' },
] as const;

/** Processing, changes, delivery attempts, installments and pickup. */
export const ORDER_HANDLING = {
  processingDays: '1-2',
  changeWindowHours: 1,
  deliveryAttempts: 3,
  heldBusinessDays: 5,
  installmentsAbove: 500,
  pickupReadyHours: PICKUP_READY_WITHIN_HOURS,
} as const;

/** Returns, inspection, refund times and the return fee. */
export const RETURNS = {
  windowDays: 30,
  defectReportHours: 48,
  inspectionDays: '2-3',
  returnFee: 15,
  refundDays: { card: '5-7', mobileMoney: '2-3', bank: '7-10' },
} as const;

export type RefundMethod = keyof typeof RETURNS.refundDays | 'storeCredit';
export const REFUND_METHODS: RefundMethod[] = ['card', 'mobileMoney', 'bank', 'storeCredit'];

/** Privacy: minimum age, answer time for requests, and how long our cookies last. */
export const PRIVACY = {
  minimumAge: 16,
  answerWithinMonths: 1,
  sessionCookieDays: SESSION_COOKIE_DAYS,
  preferenceCookieDays: PREFERENCE_COOKIE_DAYS,
} as const;

export const GHANA_REGION_COUNT = GHANA_REGIONS.length;

/** The address the shop answers privacy questions at: the shop's support address. */
export const PRIVACY_EMAIL = SHOP_CONTACT_EMAIL;

/** A cedi amount as policy prose writes it: "GHS 15" (a no-break space keeps the two together on a narrow screen). */
export const ghs = (amount: number) => `GHS\u00a0${amount}`;
