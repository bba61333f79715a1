import { hashKey, QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { Translator } from '@/lib/i18n';
import { ApiError } from './api-client';

const MINUTE = 60_000;

/**
 * Everything cached for one customer sits under this key, so signing out drops it in one go. Here, below the features,
 * so that any feature can key its queries by it (the wishlist's hearts sit on the catalogue's cards, which the cart
 * imports: taking it from the cart would close a cycle).
 */
export const CUSTOMER_QUERY_ROOT = 'customer';

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

/** How long an answer fetched ahead of its page stands for the reload the page asks for when it opens. */
const JUST_LOADED_MS = 2_000;

/** The answers fetched ahead of their page (by key), with when they came. */
const aheadOfPage = new Map<string, number>();

/**
 * Fetches a page's first data ahead of the page, as the storefront's start-up does beside the page's code (main.tsx)
 * and a link's hover does: the page counts that answer as its reload on opening (`reloadOnOpening`) for a moment.
 */
export async function prefetchAheadOfPage<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  await client.prefetchQuery(options);
  const updatedAt = client.getQueryState(options.queryKey)?.dataUpdatedAt;
  if (updatedAt) aheadOfPage.set(hashKey(options.queryKey), updatedAt);
}

/**
 * `refetchOnMount` of a page that loads its data again whenever it opens (the cart, the checkout): always, unless the
 * answer was fetched for this very opening, ahead of the page, moments ago. Asking again then would only fetch the
 * same answer twice and draw the page twice.
 */
export const reloadOnOpening = (query: { queryHash: string; state: { dataUpdatedAt: number } }): boolean | 'always' =>
  aheadOfPage.get(query.queryHash) === query.state.dataUpdatedAt && Date.now() - query.state.dataUpdatedAt < JUST_LOADED_MS ? false : 'always';

/** The options of a query whose answer is in the shopper's language (category names, sizes, colours): `...IN_SHOPPERS_LANGUAGE`. */
export const IN_SHOPPERS_LANGUAGE = { meta: { inShoppersLanguage: true } } as const;

/**
 * When the shopper changes language, every query marked IN_SHOPPERS_LANGUAGE is fetched again (those on screen at
 * once, the others when next shown); the old language's answers stay on screen until the new ones come. Answers the
 * unsubscribe.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18n: Translator): () => void {
  const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => query.meta?.inShoppersLanguage === true });
  return i18n.onLanguageChanged(refetch);
}
