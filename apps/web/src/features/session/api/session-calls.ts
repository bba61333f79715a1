import { AUTH_PATHS } from '@shop/contract/paths';
import { apiRequest } from '@/lib/api-client';

export interface CustomerIdentity {
  customer_uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

/** POST /customer/authenticate/ with the bearer token: the customer's id and code. */
export async function authenticateCustomer(identity: CustomerIdentity): Promise<{ id: number; customer_code: string }> {
  const { data } = await apiRequest<{ data: { id: number; customer_code: string } }>(AUTH_PATHS.customerAuthenticate, {
    method: 'POST',
    auth: true,
    body: identity,
  });
  return data;
}

/**
 * POST /logout/: revokes the refresh token. The bearer goes as a plain header, not `auth: true`, because a
 * retry after a token refresh would present the rotated-away refresh token.
 */
export async function logout(refresh: string, access: string | undefined): Promise<void> {
  await apiRequest(AUTH_PATHS.logout, {
    method: 'POST',
    body: { refresh },
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
}
