import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Label and value lines (a <dl>); a line whose value is empty is left out. */
export function DetailsList({ items, className }: { items: readonly [label: string, value: ReactNode][]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm', className)}>
      {items
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-stone-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
