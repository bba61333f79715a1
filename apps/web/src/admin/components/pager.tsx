import { Button } from '@/components/ui/button';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's name ("Pages of orders"), "Page 2 of 5", and the two buttons' words. */
  labels: { nav: string; position: string; previous: string; next: string };
}

/** Previous and Next around "Page X of Y"; a button with nowhere to go is disabled. */
export function Pager({ page, totalPages, onPage, labels }: PagerProps) {
  return (
    <nav aria-label={labels.nav} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <p className="text-sm text-stone-700">{labels.position}</p>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
