import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { pageOf } from '../api/catalog-page';

/** The page number kept in the URL (`?page=`); anything but a whole number from 1 up reads as page 1. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace },
      );
    },
    [setParams],
  );
  return [page, setPage] as const;
}

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous / Next with "Page X of Y"; shown only when there is more than one page. */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation(['catalog', 'common']);
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    onChange(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => go(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('common:previous')}
      </Button>
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('pager.status', { page, total: totalPages })}
      </p>
      <Button variant="outline" onClick={() => go(page + 1)} disabled={page >= totalPages}>
        {t('common:next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
