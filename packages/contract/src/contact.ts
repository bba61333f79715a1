import { z } from 'zod';
import { envelope } from './common.js';
import type { FieldMessageCode } from './field-messages.js';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
  LANGUAGES,
} from './constants.js';

// POST /contact/ (spec part 2, section 5): a message from the contact page, guests and customers alike.
// Each message is a code of FIELD_MESSAGES: the server answers its English text, the storefront translates the code.

// Server-side limits (ours): per client address and per sender address.
export const CONTACT_PER_ADDRESS = 5;
export const CONTACT_PER_ADDRESS_WINDOW_SECONDS = 15 * 60;
export const CONTACT_PER_EMAIL = 10;
export const CONTACT_PER_EMAIL_WINDOW_SECONDS = 24 * 60 * 60;

/** No control characters at all (name, subject): they have no place there and NUL cannot be stored. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** The message may hold line breaks (\n, \r) and tabs, but no other control character. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

type ContactField = 'NAME' | 'SUBJECT' | 'MESSAGE';
const boundedText = (field: ContactField, min: number, max: number, allowed: RegExp) => {
  const tooShort: FieldMessageCode = `${field}_MIN`;
  return z
    .string({ message: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, `${field}_MAX` satisfies FieldMessageCode)
    .regex(allowed, `${field}_CHARS` satisfies FieldMessageCode);
};

const EMAIL_INVALID: FieldMessageCode = 'EMAIL_INVALID';

export const contactMessageBody = z.object(
  {
    name: boundedText('NAME', CONTACT_NAME_MIN, CONTACT_NAME_MAX, NO_CONTROL),
    email: z.string({ message: EMAIL_INVALID }).trim().max(CONTACT_EMAIL_MAX, EMAIL_INVALID).email(EMAIL_INVALID),
    subject: boundedText('SUBJECT', CONTACT_SUBJECT_MIN, CONTACT_SUBJECT_MAX, NO_CONTROL),
    message: boundedText('MESSAGE', CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, NO_CONTROL_BUT_LINES),
    /** The reader's language, for the acknowledgement mail; English when absent. */
    language: z.enum(LANGUAGES, { message: 'LANGUAGE_INVALID' satisfies FieldMessageCode }).optional(),
  },
  { message: 'CONTACT_FORM_REQUIRED' satisfies FieldMessageCode },
);
export type ContactMessageBody = z.input<typeof contactMessageBody>;

export const contactMessageResponse = envelope(z.object({ id: z.string() }));
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;

/** The `message` of a successful POST /contact/. */
export const CONTACT_SENT_MESSAGE = 'Message sent';
