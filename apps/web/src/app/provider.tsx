import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PreferencesProvider } from '@/features/preferences';
import { SessionProvider } from '@/features/session';
import { createQueryClient } from '@/lib/query-client';

// Toasts only follow an action, so their code loads after the first paint.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // The translations load before the first paint; the spinner's label cannot be translated yet.
    <Suspense fallback={<Spinner label="Loading" className="min-h-screen items-center" />}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <SessionProvider>{children}</SessionProvider>
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors closeButton />
          </Suspense>
        </PreferencesProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
