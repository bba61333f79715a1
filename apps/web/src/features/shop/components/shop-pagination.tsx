import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

interface ShopPaginationProps {
  page: number;
  totalPages: number;
  count: number;
  onPageChange: (page: number) => void;
}

/** 'Previous' and 'Next' around 'Page X of Y (N products)'; each button is disabled at its end. */
export function ShopPagination({ page, totalPages, count, onPageChange }: ShopPaginationProps) {
  const { t } = useTranslation(['shop', 'common']);
  return (
    <nav aria-label={t('pagination.label')} className="grid grid-cols-2 items-center gap-3 sm:flex sm:gap-4">
      <Button variant="outline" className="justify-self-start" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('common:previous')}
      </Button>
      <p className="col-span-2 text-center text-sm text-stone-700 order-first sm:order-none" aria-live="polite">
        {t('pagination.status', { page, totalPages, count })}
      </p>
      <Button variant="outline" className="justify-self-end" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('common:next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
