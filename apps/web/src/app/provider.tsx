import { QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PreferencesProvider } from '@/features/preferences';
import { SessionProvider } from '@/features/session';
import type { LanguageCode } from '@shop/contract/constants';
import { initialLanguage } from '@/lib/i18n';
import { createQueryClient, refetchOnLanguageChange } from '@/lib/query-client';

const STARTING_LABEL: Record<LanguageCode, string> = { en: 'Loading', es: 'Cargando', zh: '正在加载' };

// Toasts only follow an action, so their code (and where they sit) loads after the first paint.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).ShopToaster }));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchOnLanguageChange(queryClient, i18n), [queryClient]);
  return (
    // The translations load before the first paint, so this one label is kept here, in the visitor's language.
    <Suspense fallback={<Spinner label={STARTING_LABEL[initialLanguage()]} className="min-h-screen items-center" />}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <SessionProvider>{children}</SessionProvider>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </PreferencesProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
