import { Button } from './button';

/**
 * A failed load said in the page, with a button that tries again (its text is the caller's: 'Retry', 'Try Again').
 * Not the catalogue's ErrorState: importing the catalogue's index from the checkout reshuffles the shared chunks and
 * adds 0.3 KB to the first visit, whose budget has little room left.
 */
export function LoadFailed({ message, retry, retryLabel, busy }: { message: string; retry(): void; retryLabel: string; busy: boolean }) {
  return (
    <div role="alert" className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center shadow-sm">
      <p className="text-stone-700">{message}</p>
      <Button variant="outline" onClick={retry} disabled={busy}>
        {retryLabel}
      </Button>
    </div>
  );
}
