import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;

/** A missing or refused resource will not appear by asking again; network and server failures might. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429);
}

/** The spec's data-fetching rules: 2 retries, back-off from 1 s doubling to 30 s, stale after 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && worthRetrying(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * MINUTE,
        refetchOnWindowFocus: false,
      },
    },
  });
}
