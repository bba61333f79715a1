import { cva } from 'class-variance-authority';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The ids that tie a tab to the one panel it controls (the panel shows the selected tab's content). */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string) => `${prefix}-panel`;

type Variant = 'pills' | 'sidebar';

const tabListVariants = cva('flex', {
  variants: {
    variant: {
      pills: 'flex-wrap gap-2',
      sidebar: 'flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-2 shadow-sm',
    },
  },
});

const tabVariants = cva('text-sm font-medium transition-colors', {
  variants: {
    variant: {
      pills: 'min-h-10 rounded-full border px-4 py-2',
      sidebar: 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-left',
    },
    selected: { true: '', false: '' },
  },
  compoundVariants: [
    { variant: 'pills', selected: true, className: 'border-brand-600 bg-brand-600 text-white' },
    { variant: 'pills', selected: false, className: 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100' },
    { variant: 'sidebar', selected: true, className: 'bg-brand-50 text-brand-800' },
    { variant: 'sidebar', selected: false, className: 'text-stone-700 hover:bg-stone-100' },
  ],
});

// The keys that move along a row of tabs, and down a column of them.
const KEYS = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
} as const;

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: T; label: ReactNode }[];
  selected: T;
  onSelect: (id: T) => void;
  /** A unique prefix (useId) for the tab and panel ids. */
  idPrefix: string;
  /** Pills in a row (Left/Right arrows), or a sidebar column (Up/Down arrows). */
  variant?: Variant;
  className?: string;
}

/**
 * A list of tabs (WAI-ARIA tabs pattern, automatic activation): a click or the arrows, Home and End select a tab
 * and move the focus to it; only the selected tab is in the Tab order. Render the content in a `TabPanel`.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix, variant = 'pills', className }: TabsProps<T>) {
  const orientation = variant === 'sidebar' ? 'vertical' : 'horizontal';
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const { previous, next } = KEYS[orientation];
    const moves: Record<string, number> = { [next]: index + 1, [previous]: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const chosen = tabs[(moves[event.key]! + tabs.length) % tabs.length]!.id;
    onSelect(chosen);
    document.getElementById(tabId(idPrefix, chosen))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation} onKeyDown={onKeyDown} className={cn(tabListVariants({ variant }), className)}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={tabVariants({ variant, selected: isSelected })}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, labelled by it. */
export function TabPanel({ idPrefix, selected, ...props }: ComponentProps<'div'> & { idPrefix: string; selected: string }) {
  return <div role="tabpanel" id={tabPanelId(idPrefix)} aria-labelledby={tabId(idPrefix, selected)} {...props} />;
}
