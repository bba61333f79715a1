import {
  ADMIN_API_BASE,
  ADMIN_ENDPOINTS,
  type AdminAccess,
  type AdminAnswerOf,
  type AdminBodyOf,
  type AdminEndpointName,
  type AdminParamsOf,
  type AdminQueryOf,
} from '@shop/contract/admin-endpoints';
import { ApiError, fillPath, statusError, toQueryString } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

// The one place that talks HTTP to the back office's API (ADMIN_API_BASE). Every call but signing in carries the staff
// session's bearer token; every failure is the storefront's ApiError (status, code, the server's message, params), so
// lib/use-error-text translates the back office's failures as it does the shop's. A 401 on a signed-in call means the
// session is over (expired, or ended elsewhere): the session hears of it and the app shows the sign-in form.

export { ApiError };

/** What the client needs of the staff session (features/session connects it): its token, and who to tell it ended. */
export interface StaffSessionLink {
  token(): string | undefined;
  ended(): void;
}
let session: StaffSessionLink = { token: () => undefined, ended: () => undefined };
export const linkStaffSession = (link: StaffSessionLink) => {
  session = link;
};

/** A part of a call: required when the call has one, absent when it has none. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type AdminCallOptions<N extends AdminEndpointName> = Part<'params', AdminParamsOf<N>> &
  Part<'query', AdminQueryOf<N>> &
  Part<'body', AdminBodyOf<N>> & { signal?: AbortSignal };
/** callAdmin's options: optional when the call needs no params, query or body. */
type CallArgs<N extends AdminEndpointName> =
  Record<never, never> extends AdminCallOptions<N> ? [options?: AdminCallOptions<N>] : [options: AdminCallOptions<N>];

interface Envelope {
  status?: boolean;
  message?: string;
  code?: string;
  params?: Record<string, unknown>;
  errors?: Record<string, string[]>;
}

/** The answer's envelope when it is one, the failure it means otherwise. */
async function envelopeOf(res: Response): Promise<Envelope> {
  const json = (res.headers.get('content-type') ?? '').includes('application/json');
  const envelope = json ? ((await res.json().catch(() => undefined)) as Envelope | undefined) : undefined;
  if (!envelope) throw res.ok ? ApiError.client('NON_JSON_ANSWER', res.status) : statusError(res);
  if (res.ok && envelope.status !== false) return envelope;
  if (!envelope.code) throw statusError(res, envelope.message);
  throw new ApiError(envelope.message || statusError(res).message, res.status, envelope.code, envelope.errors, envelope.params);
}

/** The headers every call sends: the staff member's language and, but for signing in, the session's bearer token. */
function headersOf(access: AdminAccess, accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.language };
  const token = access === 'public' ? undefined : session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * A call whose body or answer is not JSON (a picture, the catalogue's CSV), for a caller that sends it itself (fetch,
 * or XMLHttpRequest for an upload's progress): its method, address and headers. Read its answer with readAdminAnswer.
 */
export function adminRequestOf(name: AdminEndpointName, params: Record<string, unknown> = {}, accept = 'application/json') {
  const { method, path, access } = ADMIN_ENDPOINTS[name];
  return { method, url: `${ADMIN_API_BASE}${fillPath(path, params)}`, headers: headersOf(access, accept) };
}

/** The answer of a call made through adminRequestOf: its envelope, or the failure it means (a 401 ends the session). */
export async function readAdminAnswer<N extends AdminEndpointName>(name: N, res: Response): Promise<AdminAnswerOf<N>> {
  if (res.status === 401 && ADMIN_ENDPOINTS[name].access !== 'public') session.ended();
  return (await envelopeOf(res)) as AdminAnswerOf<N>;
}

/** Sends a call made through adminRequestOf with fetch; a network failure is the shop's NETWORK_ERROR. */
export async function fetchAdmin(request: ReturnType<typeof adminRequestOf>, body?: BodyInit, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.client('NETWORK_ERROR');
  }
}

/** Makes one of the back office's calls (ADMIN_ENDPOINTS): its method and path with the params filled in, its query and body. */
export async function callAdmin<N extends AdminEndpointName>(name: N, ...[options]: CallArgs<N>): Promise<AdminAnswerOf<N>> {
  const { method, path, access } = ADMIN_ENDPOINTS[name];
  const { params, query, body, signal } = (options ?? {}) as {
    params?: object;
    query?: Parameters<typeof toQueryString>[0];
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers = headersOf(access, 'application/json');
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${ADMIN_API_BASE}${fillPath(path, params as Record<string, unknown>)}${toQueryString(query ?? {})}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.client('NETWORK_ERROR');
  }
  if (res.status === 401 && access !== 'public') session.ended();
  return (await envelopeOf(res)) as AdminAnswerOf<N>;
}
