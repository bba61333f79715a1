import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LanguageCode } from '@shop/contract/constants';
import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { getStaffSession, subscribeStaffSession } from '../features/session';
import { LOADING_LABELS } from '../lib/admin-i18n';

/** Another member may have moved an order meanwhile: an answer is fetched again when a page shows it after this long. */
const STALE_AFTER_MS = 30_000;

function backOfficeQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: STALE_AFTER_MS } });
  return client;
}

/**
 * The back office's query cache (the storefront's rules: retries, back-off) and the wait for its texts. What was
 * fetched is dropped as soon as the session ends (signed out, or refused by the server), so that the next member to
 * sign in on this tab sees nothing of the last one's.
 */
export function AdminProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? backOfficeQueryClient());
  useEffect(
    () =>
      subscribeStaffSession(() => {
        if (!getStaffSession()) queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <Suspense fallback={<Spinner label={LOADING_LABELS[i18n.language as LanguageCode] ?? LOADING_LABELS.en} className="min-h-screen" />}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Suspense>
  );
}
