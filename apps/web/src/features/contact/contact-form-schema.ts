import { CONTACT_NAME_MAX } from '@shop/contract/constants';
import { contactMessageBody, contactMessageResponse } from '@shop/contract/contact';
import type { FieldMessageCode } from '@shop/contract/field-messages';
import type { ClientFieldMessageCode } from '@/lib/client-errors';

// The contact forms' rules are the contract's (spec part 2, section 5: name 2+, a valid email, subject 2+, message
// 10+), so the page says exactly what the server would. Their messages are codes (translated by lib/use-error-text).
// Only this lazy chunk loads zod.

const NAME_TOO_LONG: FieldMessageCode = 'NAME_MAX';

// A plain z.string() of the contract, so the web needs no zod import of its own.
const plainText = contactMessageResponse.shape.data.shape.id;
// One word may be a whole given name (王, Yaw): each part needs only to be there; together they make the name.
const namePart = (required: ClientFieldMessageCode) => plainText.trim().min(1, required).max(CONTACT_NAME_MAX, NAME_TOO_LONG);

/** The contact page: one name field. */
export const contactFormSchema = contactMessageBody.pick({ name: true, email: true, subject: true, message: true });

/** The customer-service tab: first and last name, sent together as the name. */
export const splitNameContactFormSchema = contactMessageBody
  .pick({ email: true, subject: true, message: true })
  .extend({ firstName: namePart('FIRST_NAME_REQUIRED'), lastName: namePart('LAST_NAME_REQUIRED') });

export interface ContactFormValues {
  name?: string;
  firstName?: string;
  lastName?: string;
  email: string;
  subject: string;
  message: string;
}
