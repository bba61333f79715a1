import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';
import { IN_SHOPPERS_LANGUAGE, refetchOnLanguageChange } from './query-client';

describe('refetchOnLanguageChange', () => {
  it("fetches again, in the new language, the queries answered in the shopper's language, and only those", async () => {
    const i18n = createTranslator({ language: 'en' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    let brandCalls = 0;
    const categories = new QueryObserver(queryClient, { queryKey: ['categories'], queryFn: async () => `names in ${i18n.language}`, ...IN_SHOPPERS_LANGUAGE });
    const brands = new QueryObserver(queryClient, { queryKey: ['brands'], queryFn: async () => `brands, call ${++brandCalls}` });
    const stopWatching = [categories.subscribe(() => undefined), brands.subscribe(() => undefined)];
    const stop = refetchOnLanguageChange(queryClient, i18n);

    await expect.poll(() => categories.getCurrentResult().data).toBe('names in en');
    await expect.poll(() => brands.getCurrentResult().data).toBe('brands, call 1');

    await i18n.changeLanguage('es');
    await expect.poll(() => categories.getCurrentResult().data).toBe('names in es');
    // A query not in the shopper's language is neither fetched again nor marked stale.
    expect(brands.getCurrentResult()).toMatchObject({ data: 'brands, call 1', isStale: false });

    // Unsubscribed, a change of language leaves every query alone.
    stop();
    await i18n.changeLanguage('zh');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(categories.getCurrentResult()).toMatchObject({ data: 'names in es', isStale: false });
    stopWatching.forEach((unsubscribe) => unsubscribe());
  });
});
