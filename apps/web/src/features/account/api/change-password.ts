import { AUTH_PATHS } from '@shop/contract/paths';
import { apiRequest } from '@/lib/api-client';

/** POST /user-setting/change-password/ with the bearer token. */
export async function changePassword(body: { old_password: string; password: string; password1: string }): Promise<void> {
  await apiRequest(AUTH_PATHS.changePassword, { method: 'POST', auth: true, body });
}
