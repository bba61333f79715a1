import { AUTH_PATHS } from '@shop/contract/paths';
import { apiRequest } from '@/lib/api-client';

/** POST /token/refresh/: spends the refresh token for a new access and refresh token. */
export async function refreshTokens(refresh: string): Promise<{ access: string; refresh: string }> {
  const { data } = await apiRequest<{ data: { access: string; refresh: string } }>(AUTH_PATHS.refresh, { method: 'POST', body: { refresh } });
  return data;
}
