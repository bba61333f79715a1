import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

/** The ids that tie a tab to the one panel it controls (the panel shows the selected tab's content). */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string) => `${prefix}-panel`;

interface TabListProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  /** A unique prefix (useId) for the tab and panel ids. */
  idPrefix: string;
  className?: string;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): a click or the Left/Right arrows, Home and End
 * select a tab and move the focus to it; only the selected tab is in the Tab order. The page renders the panel
 * with `role="tabpanel"`, `id={tabPanelId(prefix)}` and `aria-labelledby={tabId(prefix, selected)}`.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idPrefix, className }: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!.id;
    onSelect(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className={cn('flex flex-wrap gap-2', className)}>
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
            className={cn(
              'min-h-10 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              isSelected ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
