import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The checkout form's grid: the sections, and the summary beside them on a wide screen (the form and its waiting state). */
export const FORM_GRID = 'mt-8 grid items-start gap-6 lg:grid-cols-[1fr_22rem]';
/** The column of the form's sections. */
export const FORM_COLUMN = 'flex min-w-0 flex-col gap-6';

/** A card of the checkout form with its heading. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      <h2 className="mb-4 text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** A radio choice drawn as a card: the whole card is the label, the focus ring shows on it. */
export function ChoiceCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-300',
        className,
      )}
    >
      {children}
    </label>
  );
}

/** The radio input of a ChoiceCard. */
export const radioClasses = 'mt-1 size-4 shrink-0 accent-brand-600';
