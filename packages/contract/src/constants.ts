// Business constants shared by the server and the storefront (spec part 1 section 9, part 2 section 9).

export const API_BASE = '/customer/api/v1';
export const API_KEY_HEADER = 'x-api-key';

export const CURRENCIES = ['GHS', 'USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'GHS';

/** Display rates relative to the cedi. Prices are stored and charged in cedis; other currencies are shown only. */
export const CURRENCY_RATES: Record<CurrencyCode, number> = { GHS: 1, USD: 0.083, EUR: 0.076, GBP: 0.065 };
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { GHS: '₵', USD: '$', EUR: '€', GBP: '£' };

export const LANGUAGES = ['en', 'es', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const STOCK_PAGE_SIZE_DEFAULT = 8;
export const STOCK_PAGE_SIZE_MAX = 100;
export const SHOP_PAGE_SIZES = [8, 16, 24, 32] as const;
export const SHOP_STORE_FILTER_LIMIT = 5;
export const FEATURED_PRODUCTS_COUNT = 4;
export const HOME_CATEGORIES_COUNT = 4;
export const HOME_BRANDS_COUNT = 4;
export const BRAND_LIST_SKELETONS = 6;
export const BRAND_PAGE_SKELETONS = 4;
export const ZOOM_SCALE = 2.5;
export const MOBILE_BREAKPOINT_PX = 768;
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export const SEARCH_MAX_LENGTH = 100;
/** Suggestions start at 2 characters: one letter matches most of the catalogue and tells nothing. */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** How many products the search box suggests. */
export const SUGGESTIONS_MAX = 6;

/** The most of one item a single cart line may hold, whatever the stock: keeps sums far inside integer range. */
export const CART_LINE_MAX_QUANTITY = 10_000;
/** The most lines one cart holds, and the most guest lines one merge takes. */
export const CART_MAX_LINES = 100;
/** Default VAT when TAX_RATE is not configured: Ghana's standard rate, in percent. */
export const DEFAULT_TAX_RATE_PERCENT = 15;
/** Default PAY_ON_DELIVERY_MAX: the largest total (GHS 2,000.00, in pesewas) paid on delivery or at pickup; above it, pay online. */
export const DEFAULT_PAY_ON_DELIVERY_MAX_MINOR = 200_000;
/** GET /order/: a page of the customer's orders. */
export const ORDER_PAGE_SIZE_DEFAULT = 10;
export const ORDER_PAGE_SIZE_MAX = 50;
/** Wishlist (issue 13): the most items one customer's wishlist holds, and the most guest hearts one merge takes. */
export const WISHLIST_MAX_ITEMS = 200;

export const GHANA_REGIONS = [
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
  'Ahafo',
] as const;

export const COOKIE_NAMES = {
  userSession: 'user_session',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  customerId: 'customer_id',
  consent: 'cookie_consent',
  preferences: 'cookie_preferences',
  language: 'preferred_language',
  currency: 'preferred_currency',
  cartId: 'cart_id',
} as const;
export const SESSION_COOKIE_DAYS = 7;
export const PREFERENCE_COOKIE_DAYS = 365;

// The contact form (spec part 2, section 5): the lengths the form and the server both check, after trimming.
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MIN = 2;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** Accounts: the length of a one-time code and the shortest passwords (sign-in and a new password). */
export const OTP_LENGTH = 6;
export const PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;

// The checkout's and orders' constants the storefront uses at run time, here rather than beside their zod schemas
// (checkout.ts, order-answers.ts), so that importing one never loads zod into a page.

/** The longest order note (spec part 2 section 3). */
export const ORDER_NOTE_MAX = 500;
/** The spec's fallback post code. */
export const DEFAULT_POST_CODE = '00233';
/** The header POST /checkout/place/ and the pay-again call carry their Idempotency-Key in (order-answers.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
