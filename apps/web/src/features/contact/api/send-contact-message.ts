import type { BodyOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';

/** POST /contact/: the message is stored and mailed to the shop's support address (with the customer, when signed in). */
export async function sendContactMessage(body: BodyOf<'contact'>): Promise<void> {
  await callApi('contact', { body });
}
