import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A failed load with Retry. Not the catalogue's ErrorState: importing the catalogue's index here reshuffles the shared
 * chunks and adds 0.3 KB to the first visit, whose budget has little room left.
 */
export function LoadFailed({ message, retry, busy }: { message: string; retry(): void; busy: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center shadow-sm">
      <p className="text-stone-700">{message}</p>
      <Button variant="outline" onClick={retry} disabled={busy}>
        {t('retry')}
      </Button>
    </div>
  );
}
