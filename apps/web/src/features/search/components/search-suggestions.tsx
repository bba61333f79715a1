import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SUGGESTIONS_MIN_LENGTH } from '@shop/contract/constants';
import { ProductImage } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';
import { cn } from '@/lib/cn';
import { suggestionsQuery } from '../api/suggestions-query';
import { useDebouncedValue } from '../use-debounced-value';

/** How long typing must pause before the suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

export interface SearchSuggestionsProps {
  /** The term in the box, as typed. */
  term: string;
  /** Whether the list is shown (the box owns opening and closing). */
  open: boolean;
  /** The listbox's id, which the box's aria-controls names; option i has the id `${listId}-${i}`. */
  listId: string;
  /** The highlighted option's index, -1 for none. */
  active: number;
  /** Where each option leads, in order (the products, then all results): the box's keys move through them. */
  onOptions(hrefs: string[]): void;
  /** An option was clicked or tapped. */
  onPick(href: string): void;
}

/**
 * The list under the search box (a WAI-ARIA 1.2 listbox popup; the box is its combobox): after a pause in typing,
 * up to 6 products with picture, name and price in the shopper's currency, then 'See all results'. A polite status
 * tells screen readers how many there are. Focus stays in the box: options are chosen with the arrow keys
 * (aria-activedescendant) or a click or tap.
 */
export function SearchSuggestions({ term, open, listId, active, onOptions, onPick }: SearchSuggestionsProps) {
  const { t } = useTranslation('search');
  const { formatPrice } = usePreferences();
  const settled = useDebouncedValue(term.trim(), SUGGESTIONS_DEBOUNCE_MS, '');
  const enough = settled.length >= SUGGESTIONS_MIN_LENGTH;
  const { data } = useQuery({ ...suggestionsQuery(settled), enabled: enough });
  const suggestions = useMemo(() => (enough && data ? data : []), [enough, data]);

  const hrefs = useMemo(
    () => (suggestions.length ? [...suggestions.map((s) => `/product/${s.id}`), `/shop?${new URLSearchParams({ search: settled })}`] : []),
    [suggestions, settled],
  );
  useEffect(() => onOptions(hrefs), [hrefs, onOptions]);

  const status = !enough || !data ? '' : suggestions.length ? t('suggestions.count', { count: suggestions.length }) : t('suggestions.none');
  const optionClasses = (index: number) =>
    cn(
      'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-stone-900',
      index === active ? 'bg-brand-100 outline outline-2 -outline-offset-2 outline-brand-500' : 'hover:bg-stone-100',
    );

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {open && hrefs.length > 0 && (
        // Pressing on the list must not take focus from the box (which would close the list before the click lands).
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggestions.label')}
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((s, i) => (
            <li key={s.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onClick={() => onPick(hrefs[i]!)} className={optionClasses(i)}>
              <ProductImage src={s.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md bg-stone-100 object-cover" />
              <span className="line-clamp-2 flex-1">{s.name}</span>
              <span className="shrink-0 font-semibold text-brand-700">{formatPrice(s.discounted_price)}</span>
            </li>
          ))}
          <li
            id={`${listId}-${suggestions.length}`}
            role="option"
            aria-selected={active === suggestions.length}
            onClick={() => onPick(hrefs.at(-1)!)}
            className={cn(optionClasses(suggestions.length), 'border-t border-stone-100 font-medium text-brand-700')}
          >
            {t('suggestions.seeAll', { term: settled })}
          </li>
        </ul>
      )}
    </>
  );
}
