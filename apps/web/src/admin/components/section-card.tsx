import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A part of a page under its own heading (h2), named by it for screen readers' list of regions. */
export function SectionCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-stone-200 bg-white p-5 shadow-sm', className)}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
