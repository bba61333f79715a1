import { z } from 'zod';
import { envelope } from './common.js';
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
// The messages are English; the storefront translates them by their text, so they must not change lightly.

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

const boundedText = (field: string, min: number, max: number, allowed: RegExp) =>
  z
    .string({ message: `${field} must be at least ${min} characters` })
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} is too long`)
    .regex(allowed, `${field} contains characters that are not allowed`);

export const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address';

export const contactMessageBody = z.object(
  {
    name: boundedText('Name', CONTACT_NAME_MIN, CONTACT_NAME_MAX, NO_CONTROL),
    email: z
      .string({ message: CONTACT_EMAIL_MESSAGE })
      .trim()
      .max(CONTACT_EMAIL_MAX, CONTACT_EMAIL_MESSAGE)
      .email(CONTACT_EMAIL_MESSAGE),
    subject: boundedText('Subject', CONTACT_SUBJECT_MIN, CONTACT_SUBJECT_MAX, NO_CONTROL),
    message: boundedText('Message', CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, NO_CONTROL_BUT_LINES),
    /** The reader's language, for the acknowledgement mail; English when absent. */
    language: z.enum(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` }).optional(),
  },
  { message: 'Please fill in the contact form' },
);
export type ContactMessageBody = z.input<typeof contactMessageBody>;

export const contactMessageResponse = envelope(z.object({ id: z.string() }));
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;

/** The `message` of a successful POST /contact/. */
export const CONTACT_SENT_MESSAGE = 'Message sent';
