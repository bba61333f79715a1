import { i18n } from '@/lib/i18n';
import { API_BASE, API_KEY_HEADER } from '@shop/contract/constants';
import { ENDPOINTS, type AnswerOf, type BodyOf, type EndpointName, type ParamsOf, type QueryOf } from '@shop/contract/endpoints';
import { STATUS_FALLBACK_MESSAGES } from '@shop/contract/status-fallbacks';
import type { ClientErrorCode } from './client-errors';
import { TRANSPORT_ERRORS, type TransportErrorCode } from './transport-errors';

// The one place that talks HTTP to our API and turns every failure into an ApiError (spec part 1, section 8):
// the server's code, params and English message, or a client code (network failure, non-JSON answer, the
// status's fallback) with its English. Screens translate by code and params (lib/use-error-text.ts).

/** Figures of a message (retry_after, available, in_cart, moq, max, minutes); `fields` for VALIDATION_FAILED. */
export type ErrorParams = Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A failure of the transport found by the client, with its code's English. */
  static client(code: TransportErrorCode, status?: number, params?: ErrorParams): ApiError {
    return new ApiError(TRANSPORT_ERRORS[code], status, code, undefined, params);
  }

  /** A call's own fallback (such as 'Failed to send OTP'): `message` is its code's English (client-errors.ts). */
  static fallback(code: ClientErrorCode, message: string, status?: number): ApiError {
    return new ApiError(message, status, code);
  }
}

let publicKeyPromise: Promise<string> | undefined;

/** How calls reach the API: the browser's fetch and the page's key, or on the server the API in process (entry-server.tsx). */
export interface ApiTransport {
  fetch: typeof fetch;
  publicKey(): Promise<string>;
}
let transport: ApiTransport = { fetch: (input, init) => fetch(input, init), publicKey: pagePublicKey };
export const setApiTransport = (next: ApiTransport) => {
  transport = next;
};

/** The storefront key: put into index.html by the server; fetched once when the page came from elsewhere (dev server). */
function pagePublicKey(): Promise<string> {
  publicKeyPromise ??= (async () => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-api-key"]')?.content;
    if (meta) return meta;
    const res = await fetch('/client-config.json');
    const body = (await res.json()) as { publicApiKey: string };
    return body.publicApiKey;
  })().catch((err: unknown) => {
    publicKeyPromise = undefined;
    throw err;
  });
  return publicKeyPromise;
}

function messageForStatus(status: number, statusText: string): string {
  return STATUS_FALLBACK_MESSAGES[status] ?? `Error ${status}: ${statusText}`;
}

/** The catalogue's code for a status's fallback message (spec part 1, section 8); HTTP_ERROR for any other status. */
const STATUS_CODES: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** A failure the server gave no code for: its message as it came, else the status's fallback, by code. */
export function statusError(res: Response, message?: string): ApiError {
  if (message) return new ApiError(message, res.status);
  const code = STATUS_CODES[res.status] ?? 'HTTP_ERROR';
  const params = code === 'HTTP_ERROR' ? { status: res.status, statusText: res.statusText } : undefined;
  return new ApiError(messageForStatus(res.status, res.statusText), res.status, code, undefined, params);
}

type QueryValue = string | number | boolean | string[] | undefined | null;

export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the customer's bearer token (when signed in); on a 401 the registered refresher runs once and the call is retried. */
  auth?: boolean;
  /** The token may be left out (key+optional-bearer): after a refused one that cannot be renewed, retry without. */
  optionalAuth?: boolean;
  headers?: Record<string, string>;
}

/** The session's tokens: `token` may refresh ahead of expiry; `refresh` renews after a 401 (undefined: signed out). */
export interface BearerSource {
  token(): Promise<string | undefined>;
  refresh(rejected?: string): Promise<string | undefined>;
}
let bearer: BearerSource | undefined;
export const registerBearer = (source: BearerSource) => {
  bearer = source;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [API_KEY_HEADER]: await transport.publicKey(), ...options.headers };
  // Catalogue names (categories, sizes, colours) come in the shopper's language, the one the page shows.
  if (i18n.language) headers['Accept-Language'] ??= i18n.language;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? await bearer?.token() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await transport.fetch(`${API_BASE}${path}${toQueryString(options.query ?? {})}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw ApiError.client('NETWORK_ERROR');
  }
  if (res.status === 401 && options.auth && !retried) {
    // A renewed token is tried once; where the token is optional, a refused one that cannot be renewed is dropped.
    if (await bearer?.refresh(token)) return apiRequest<T>(path, options, true);
    if (options.optionalAuth && token) return apiRequest<T>(path, { ...options, auth: false }, true);
  }

  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    throw res.ok ? ApiError.client('NON_JSON_ANSWER', res.status) : statusError(res);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw ApiError.client('NON_JSON_ANSWER', res.status);
  }
  const envelope = body as { status?: boolean; message?: string | string[]; code?: string; params?: ErrorParams; errors?: Record<string, string[]> };
  if (!res.ok || envelope.status === false) {
    const serverMessage = Array.isArray(envelope.message) ? envelope.message[0] : envelope.message;
    if (!envelope.code) throw statusError(res, serverMessage);
    throw new ApiError(serverMessage || messageForStatus(res.status, res.statusText), res.status, envelope.code, envelope.errors, envelope.params);
  }
  return body as T;
}

/** A part of a call: required when the call has one, absent when it has none. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallOptions<N extends EndpointName> = Part<'params', ParamsOf<N>> &
  Part<'query', QueryOf<N>> &
  Part<'body', BodyOf<N>> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /**
     * This token instead of the session's (null: none), sent once with no refresh-and-retry (logout: a retry
     * after a refresh would present the rotated-away refresh token).
     */
    bearer?: string | null;
  };

/** callApi's options: optional when the call needs no params, query or body. */
export type CallArgs<N extends EndpointName> = Record<never, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** The path of a call with its `:name` parameters filled in. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value as string | number));
  });
}

/**
 * Makes one of the contract's calls (ENDPOINTS): its method and path, the path parameters filled in, the bearer
 * token when the call takes one (required or optional), and apiRequest's key, refresh-on-401 and error mapping.
 */
export function callApi<N extends EndpointName>(name: N, ...[options = {} as CallOptions<N>]: CallArgs<N>): Promise<AnswerOf<N>> {
  const { method, path, access } = ENDPOINTS[name];
  const { params, query, body, signal, headers, bearer: fixedBearer } = options as CallOptions<N> & { params?: object; query?: object; body?: unknown };
  const fixed = fixedBearer !== undefined;
  return apiRequest<AnswerOf<N>>(fillPath(path, params as Record<string, unknown> | undefined), {
    method,
    ...(query !== undefined ? { query: query as RequestOptions['query'] } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    auth: access.includes('bearer') && !fixed,
    optionalAuth: access.includes('optional-bearer'),
    headers: { ...headers, ...(fixed && fixedBearer ? { Authorization: `Bearer ${fixedBearer}` } : {}) },
  });
}
