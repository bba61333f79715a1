import type { BodyOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';

/** POST /user-setting/change-password/ with the bearer token. */
export async function changePassword(body: BodyOf<'changePassword'>): Promise<void> {
  await callApi('changePassword', { body });
}
