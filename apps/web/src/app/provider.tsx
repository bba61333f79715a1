import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PreferencesProvider } from '@/features/preferences';
import { SessionProvider } from '@/features/session';
import type { LanguageCode } from '@shop/contract/constants';
import { initialLanguage } from '@/lib/i18n';
import { createQueryClient, refetchOnLanguageChange } from '@/lib/query-client';
import { onToasterWanted, toasterWanted } from '@/lib/toast';

/** What the start-up spinner says, and says too once the wait passes 2 s (common.json's stillLoading). */
export const STARTING_LABELS: Record<LanguageCode, [label: string, slow: string]> = {
  en: ['Loading', 'Still loading… thank you for waiting.'],
  es: ['Cargando', 'Seguimos cargando… gracias por tu paciencia.'],
  zh: ['正在加载', '仍在加载中…感谢您的耐心等待。'],
};

function StartingSpinner() {
  const [label, slowLabel] = STARTING_LABELS[initialLanguage()];
  return <Spinner label={label} slowLabel={slowLabel} className="min-h-screen items-center" />;
}

// Toasts only follow an action, so their code (and where they sit) loads with the first toast (lib/toast.ts), never on the server.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).ShopToaster }));

function ToasterOnceWanted() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** `client`: the query cache to start from (the server's, for a page it rendered); a new one by default. */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => refetchOnLanguageChange(queryClient, i18n), [queryClient]);
  return (
    // The translations load before the first paint, so these two labels are kept here, in the visitor's language.
    <Suspense fallback={<StartingSpinner />}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <SessionProvider>{children}</SessionProvider>
          <ToasterOnceWanted />
        </PreferencesProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
