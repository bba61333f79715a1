import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * The products the search box suggests for a term. Keyed by the term, so an answer that comes back late can only
 * ever fill its own term's entry, never the list of a newer term; the last list stays up while the next loads.
 * No retries: a suggestion that comes late is no use, and the shopper can still search.
 */
export const suggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['stock', 'suggestions', term],
    queryFn: async ({ signal }) => (await callApi('stockSuggestions', { query: { search: term }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
