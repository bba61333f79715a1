import type { ContactMessageBody, ContactMessageResponse } from '@shop/contract';
import { CONTACT_PATHS } from '@shop/contract/paths';
import { apiRequest } from '@/lib/api-client';

/** POST /contact/: the message is stored and mailed to the shop's support address. */
export async function sendContactMessage(body: ContactMessageBody): Promise<void> {
  await apiRequest<ContactMessageResponse>(CONTACT_PATHS.contact, { method: 'POST', body });
}
