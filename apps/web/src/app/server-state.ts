import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageTexts } from '@/lib/i18n';
import type { LanguageCode } from '@shop/contract/constants';
import { ApiError } from '@/lib/api-client';
import type { PageName } from './route-modules';

// What a page the server rendered carries for the browser (entry-server.tsx writes it, main.tsx reads it): a JSON
// script beside the markup, so that the browser's first render has what the server's had, without a fetch.

export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  language: LanguageCode;
  /** The namespaces of `language` the page uses. */
  translations: LanguageTexts;
  /** The query cache the page rendered from: its first data, and the failures it showed (a 404, say). */
  queries: DehydratedState;
  /**
   * The page the markup is, whose code the browser loads before taking the markup over (hydrating). Absent: the markup
   * is a shell (header, spinner, footer) for the browser to draw over.
   */
  page?: PageName;
  /** The markup is the shopper's own page, rendered from their session: it is taken over signed in (decision 44). */
  signedIn?: true;
}

interface SerializedError {
  apiError: true;
  message: string;
  status?: number;
  code?: string;
  params?: Record<string, unknown>;
}

/** An ApiError keeps its status and code through JSON (the page tells a 404 by them). */
const serializeError = (error: unknown): SerializedError | null =>
  error instanceof ApiError
    ? { apiError: true, message: error.message, status: error.status, code: error.code, ...(error.params ? { params: error.params } : {}) }
    : null;

const isSerializedError = (value: unknown): value is SerializedError => typeof value === 'object' && value !== null && 'apiError' in value;

/**
 * The state as the text of a `<script type="application/json">`: `<` is escaped, so no `</script>` or `<!--` in the
 * data can end the script early.
 */
export function serializeServerState(state: ServerState): string {
  const queries = {
    ...state.queries,
    queries: state.queries.queries.map((query) =>
      query.state.error ? { ...query, state: { ...query.state, error: serializeError(query.state.error) } } : query,
    ),
  };
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** The state of the page the server rendered, or undefined (a page without it: the plain index.html). */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  const state = JSON.parse(text) as ServerState;
  for (const query of state.queries.queries) {
    const error: unknown = query.state.error;
    if (isSerializedError(error)) query.state.error = new ApiError(error.message, error.status, error.code, undefined, error.params);
  }
  return state;
}
