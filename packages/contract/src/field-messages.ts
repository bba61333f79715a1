import {
  CART_LINE_MAX_QUANTITY,
  CART_MAX_LINES,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MIN,
  CURRENCIES,
  LANGUAGES,
  NEW_PASSWORD_MIN,
  OTP_LENGTH,
  PASSWORD_MIN,
  WISHLIST_MAX_ITEMS,
} from './constants.js';

// The messages of the fields a shopper fills in, by code. The contract's schemas carry the code as their zod
// message; the API answers the English text here (in `message` and `errors`) with the codes in `params.fields`,
// and the storefront's forms translate the code. `{{field}}` is the name of the field the message is about.
// Free of zod: the web imports it.

export const FIELD_MESSAGES = {
  INVALID: '{{field}} is not valid.',
  EMAIL_INVALID: 'Please enter a valid email address',
  PASSWORD_MIN: `Password must be at least ${PASSWORD_MIN} characters`,
  PASSWORD_MAX: 'Password must be at most 128 characters',
  PASSWORDS_MISMATCH: "Passwords don't match",
  OTP_LENGTH: `OTP must be ${OTP_LENGTH} digits`,
  OTP_DIGITS: 'OTP must contain only numbers',
  PHONE_INVALID: 'Please enter a valid Ghana phone number',
  GENDER_REQUIRED: 'Please select a gender',
  FIRST_NAME_MIN: 'First name must be at least 2 characters',
  FIRST_NAME_MAX: 'First name is too long',
  FIRST_NAME_CHARS: 'First name contains characters that are not allowed',
  LAST_NAME_MIN: 'Last name must be at least 2 characters',
  LAST_NAME_MAX: 'Last name is too long',
  LAST_NAME_CHARS: 'Last name contains characters that are not allowed',
  OTHER_NAMES_TEXT: 'Other names must be text',
  OTHER_NAMES_MAX: 'Other names are too long',
  OTHER_NAMES_CHARS: 'Other names contains characters that are not allowed',
  USER_NAME_MIN: 'Username must be at least 3 characters',
  USER_NAME_MAX: 'Username must be at most 30 characters',
  USER_NAME_CHARS: 'Username may contain only letters, digits, dots, hyphens and underscores',
  PROFILE_REQUIRED: 'Profile details are required',
  TERMS_REQUIRED: 'Please accept the Terms and Privacy Policy',
  IS_SIGN_UP_BOOLEAN: 'is_sign_up must be true or false',
  REFRESH_REQUIRED: 'A refresh token is required',
  REFRESH_INVALID: 'The refresh token is not valid',
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  NEW_PASSWORD_MIN: `New password must be at least ${NEW_PASSWORD_MIN} characters`,
  NEW_PASSWORD_RULES: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  CONFIRM_PASSWORD_REQUIRED: 'Please confirm your new password',
  NEW_PASSWORDS_MISMATCH: "New passwords don't match",
  NEW_PASSWORD_SAME: 'New password must be different from current password',
  NAME_MIN: `Name must be at least ${CONTACT_NAME_MIN} characters`,
  NAME_MAX: 'Name is too long',
  NAME_CHARS: 'Name contains characters that are not allowed',
  SUBJECT_MIN: `Subject must be at least ${CONTACT_SUBJECT_MIN} characters`,
  SUBJECT_MAX: 'Subject is too long',
  SUBJECT_CHARS: 'Subject contains characters that are not allowed',
  MESSAGE_MIN: `Message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  MESSAGE_MAX: 'Message is too long',
  MESSAGE_CHARS: 'Message contains characters that are not allowed',
  LANGUAGE_INVALID: `Language must be one of ${LANGUAGES.join(', ')}`,
  CONTACT_FORM_REQUIRED: 'Please fill in the contact form',
  QUANTITY_NOT_NUMBER: 'Quantity must be a number.',
  QUANTITY_WHOLE: 'Quantity must be a whole number.',
  QUANTITY_MIN: 'Quantity must be at least 1.',
  QUANTITY_MAX: `Quantity must be at most ${CART_LINE_MAX_QUANTITY}.`,
  CURRENCY_INVALID: `currency must be one of ${CURRENCIES.join(', ')}.`,
  ID_NOT_NUMBER: '{{field}} must be a number.',
  ID_WHOLE: '{{field}} must be a whole number.',
  ID_POSITIVE: '{{field}} must be a positive whole number.',
  ID_TOO_LARGE: '{{field}} is too large.',
  ID_REQUIRED: '{{field}} is required.',
  ITEMS_LIST: 'items must be a list.',
  ITEMS_MAX: `At most ${CART_MAX_LINES} items can be merged at once.`,
  ITEMS_TOO_MANY: `At most ${CART_MAX_LINES} items can be priced at once.`,
  VARIANT_MISMATCH: 'variant_attribute does not belong to this item.',
  // The checkout (spec part 2 section 5); the first seven are the spec's words.
  CHECKOUT_FIRST_NAME_REQUIRED: 'First name is required',
  CHECKOUT_LAST_NAME_REQUIRED: 'Last name is required',
  CHECKOUT_EMAIL_REQUIRED: 'Email is required',
  CHECKOUT_EMAIL_INVALID: 'Invalid email address',
  CHECKOUT_PHONE_REQUIRED: 'Valid phone number is required',
  CHECKOUT_PHONE_TOO_LONG: 'Phone number is too long',
  CHECKOUT_PHONE_CHARS: 'Phone number can only contain numbers, spaces, and +()-',
  ADDRESS_MAX: 'Address is too long',
  ADDRESS_CHARS: 'Address contains characters that are not allowed',
  REGION_INVALID: "Please choose one of Ghana's 16 regions",
  POST_CODE_MAX: 'Post code is too long',
  ORDER_NOTE_MAX: 'Order note is too long',
  DELIVERY_INFO_REQUIRED: 'Please provide required delivery information',
  DELIVERY_METHOD_INVALID: 'Choose delivery or pickup',
  DELIVERY_LOCATION_UNKNOWN: 'We do not deliver to that place',
  DELIVERY_OPTION_UNAVAILABLE: 'That delivery option is not offered there',
  PICKUP_STORE_UNKNOWN: 'Choose one of our pickup stores',
  // Paying online (issue 12).
  PAYMENT_METHOD_INVALID: 'Choose how to pay',
  MOBILE_NETWORK_REQUIRED: 'Choose your mobile money network',
  MOBILE_MONEY_NUMBER_INVALID: 'Enter a Ghana mobile money number of 10 digits, such as 024 412 3456',
  // Cancelling an order (issue 13).
  CANCEL_REASON_TEXT: 'The reason must be text',
  CANCEL_REASON_MAX: 'The reason is too long',
  CANCEL_REASON_CHARS: 'The reason contains characters that are not allowed',
  // Notification settings (issue 13).
  SETTING_BOOLEAN: '{{field}} must be true or false',
  SETTINGS_REQUIRED: 'Choose at least one setting to change',
  // Reviews (issue 13).
  REVIEW_RATING: 'Please choose a rating from 1 to 5 stars',
  REVIEW_BODY_MAX: 'Review is too long',
  REVIEW_BODY_CHARS: 'Review contains characters that are not allowed',
  // Wishlist (issue 13).
  STOCK_IDS_LIST: 'stock_ids must be a list.',
  STOCK_IDS_MAX: `At most ${WISHLIST_MAX_ITEMS} items can be merged at once.`,
} as const;

export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

/** A schema message: the code, checked against the catalogue. */
export const fieldCode = (code: FieldMessageCode): FieldMessageCode => code;

export const isFieldMessageCode = (value: string): value is FieldMessageCode => Object.hasOwn(FIELD_MESSAGES, value);

/** The English text of a field message code, about `field` (the last part of its path). */
export const fieldMessage = (code: FieldMessageCode, field: string): string => FIELD_MESSAGES[code].replace('{{field}}', field);
