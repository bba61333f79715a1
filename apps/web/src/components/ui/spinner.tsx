import { cn } from '@/lib/cn';

/** A spinning ring with a text for screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex justify-center py-12', className)}>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-stone-200 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
