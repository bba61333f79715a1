import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import type { FaqEntry } from '../faq-search';

/**
 * Questions that open to show their answers (WAI-ARIA accordion: a heading holding a button with aria-expanded
 * and aria-controls). Several can be open at once; each keeps its state while a search hides and shows it again.
 */
export function FaqAccordion({ entries, headingLevel: Heading = 'h3' }: { entries: readonly FaqEntry[]; headingLevel?: 'h2' | 'h3' }) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {entries.map(({ id, question, answer }) => {
        const isOpen = open.has(id);
        const answerId = `${prefix}-${id}`;
        return (
          <li key={id}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => toggle(id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-stone-900 hover:bg-stone-50 sm:px-5"
              >
                <span className="min-w-0">{question}</span>
                <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-stone-500 transition-transform', isOpen && 'rotate-180')} />
              </button>
            </Heading>
            <div id={answerId} hidden={!isOpen} className="whitespace-pre-line px-4 pb-5 leading-relaxed text-stone-700 sm:px-5">
              {answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
