import { API_BASE, API_KEY_HEADER } from '@shop/contract/constants';
import { STATUS_FALLBACK_MESSAGES } from '@shop/contract/errors';

// The one place that talks HTTP to our API and turns every failure into an ApiError with the text to show
// (spec part 1, section 8): the server's message when it sends one, else the fallback for the status.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const NON_JSON_MESSAGE = 'Invalid response type, expected JSON';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

let publicKeyPromise: Promise<string> | undefined;

/** The storefront key: put into index.html by the server; fetched once when the page came from elsewhere (dev server). */
function publicKey(): Promise<string> {
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

export function messageForStatus(status: number, statusText: string): string {
  return STATUS_FALLBACK_MESSAGES[status] ?? `Error ${status}: ${statusText}`;
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
  /** Send the customer's bearer token; on a 401 the registered refresher runs once and the call is retried. */
  auth?: boolean;
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
  const headers: Record<string, string> = { Accept: 'application/json', [API_KEY_HEADER]: await publicKey(), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? await bearer?.token() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${toQueryString(options.query ?? {})}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE);
  }
  if (res.status === 401 && options.auth && !retried && (await bearer?.refresh(token))) return apiRequest<T>(path, options, true);

  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    throw new ApiError(res.ok ? NON_JSON_MESSAGE : messageForStatus(res.status, res.statusText), res.status);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError(NON_JSON_MESSAGE, res.status);
  }
  const envelope = body as { status?: boolean; message?: string | string[]; code?: string; errors?: Record<string, string[]> };
  if (!res.ok || envelope.status === false) {
    const serverMessage = Array.isArray(envelope.message) ? envelope.message[0] : envelope.message;
    throw new ApiError(serverMessage || messageForStatus(res.status, res.statusText), res.status, envelope.code, envelope.errors);
  }
  return body as T;
}
