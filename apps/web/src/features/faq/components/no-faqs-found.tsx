import { SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** What a search with no matching question shows: 'No FAQs found' and a 'Clear Search' button. */
export function NoFaqsFound({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('faq');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-400" />
      <p className="text-lg font-semibold text-stone-900">{t('empty.title')}</p>
      <p className="max-w-md break-words text-stone-600">{t('empty.message', { query: query.trim() })}</p>
      <Button variant="outline" onClick={onClear}>
        {t('empty.clear')}
      </Button>
    </div>
  );
}
