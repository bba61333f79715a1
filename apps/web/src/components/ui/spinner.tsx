import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/** How long a wait may last before the spinner says, in words, that it is still trying. */
export const SLOW_AFTER_MS = 2000;

/**
 * A spinning ring with a text for screen readers. After `SLOW_AFTER_MS` it also shows `slowLabel` ("Still loading…"),
 * in the status region, so the wait is announced and seen.
 */
export function Spinner({ label, slowLabel, className }: { label: string; slowLabel?: string; className?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(setSlow, SLOW_AFTER_MS, true);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-4 py-12', className)}>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-stone-200 border-t-brand-600" />
      <span className="sr-only">{label}</span>
      {/* The line is there from the start, so the ring does not move when the words come. */}
      {slowLabel && <p className="min-h-5 text-sm text-stone-600">{slow && slowLabel}</p>}
    </div>
  );
}
