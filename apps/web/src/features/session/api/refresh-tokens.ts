import type { AnswerOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';

/** POST /token/refresh/: spends the refresh token for a new access and refresh token. */
export async function refreshTokens(refresh: string): Promise<AnswerOf<'refreshToken'>['data']> {
  return (await callApi('refreshToken', { body: { refresh } })).data;
}
