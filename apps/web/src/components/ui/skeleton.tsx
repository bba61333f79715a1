import { cn } from '@/lib/cn';

/** A grey placeholder block; hidden from screen readers (the region around it announces loading). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} />;
}
