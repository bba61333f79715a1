import type { AnswerOf, BodyOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';

/** POST /customer/authenticate/ with the bearer token: the customer's id and code. */
export async function authenticateCustomer(identity: BodyOf<'customerAuthenticate'>): Promise<AnswerOf<'customerAuthenticate'>['data']> {
  return (await callApi('customerAuthenticate', { body: identity })).data;
}

/**
 * POST /logout/: revokes the refresh token. The access token is given (none: null) rather than the session's,
 * because a retry after a token refresh would present the rotated-away refresh token.
 */
export async function logout(refresh: string, access: string | undefined): Promise<void> {
  await callApi('logout', { body: { refresh }, bearer: access ?? null });
}
