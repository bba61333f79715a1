import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { SEARCH_MAX_LENGTH, SUGGESTIONS_MIN_LENGTH } from '@shop/contract/constants';
import { loadSearchSuggestions, type SearchSuggestionsProps } from '@/features/search';
import { cn } from '@/lib/cn';
import { useEarlyChange } from '@/lib/use-early-change';

// The suggestions' code loads when the shopper first types; should it fail to load (offline), the box searches as before.
const SearchSuggestions = lazy<ComponentType<SearchSuggestionsProps>>(() =>
  loadSearchSuggestions().then(
    (module) => ({ default: module.SearchSuggestions }),
    () => ({ default: () => null }),
  ),
);

/**
 * The catalogue search: goes to /shop?search=<term>, and shows the current term while on /shop. A combobox
 * (WAI-ARIA 1.2): typing opens the suggestions under it, the arrow keys move through them, Enter opens the
 * highlighted one (or searches), Escape closes the list and a second Escape clears the box.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname, key: locationKey } = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();
  const listId = useId();

  const current = pathname === '/shop' ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(current);
  // When the URL's term changes (a new search, Back, leaving /shop), the box follows it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setTerm(current);
  }

  const [typed, setTyped] = useState(false);
  // What a quick shopper typed before the page's code took the box over is theirs: kept as the term, without opening
  // suggestions they did not wait for.
  const early = useEarlyChange<HTMLInputElement>(undefined, (box) => setTerm(box.value));
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  // Any navigation (an option opened, a search, a link elsewhere) closes the list.
  const [at, setAt] = useState(locationKey);
  if (at !== locationKey) {
    setAt(locationKey);
    setOpen(false);
  }
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const onOptions = useCallback((hrefs: string[]) => {
    setOptions(hrefs);
    setActive(-1);
  }, []);
  const go = (href: string) => {
    close();
    void navigate(href);
  };
  const listable = options.length > 0 && term.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const expanded = open && listable;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    const query = term.trim();
    void navigate(query ? `/shop?${new URLSearchParams({ search: query })}` : '/shop');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && listable) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive(!expanded || active < 0 ? (down ? 0 : last) : down ? (active === last ? 0 : active + 1) : active === 0 ? last : active - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(options[active]!);
    } else if (event.key === 'Escape' && (expanded || term)) {
      // Handled here, so a side menu around the box stays open.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) close();
      else setTerm('');
    }
  };

  return (
    // action and the input's name: a search sent before the page's code has taken the box over still lands on /shop?search=….
    <form role="search" action="/shop" method="get" onSubmit={onSubmit} className={cn('relative flex w-full items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('header.search.label')}
      </label>
      <input
        ref={early}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setTyped(true);
          setOpen(true);
          // A highlight belongs to the list it was made in, not to the one this term will bring.
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        // Leaving the box (Tab, a tap elsewhere) closes the list; pressing an option keeps the focus here.
        onBlur={close}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pl-4 pr-11 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t('header.search.submit')}
        className="absolute right-1 inline-flex size-8 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      {typed && (
        <Suspense fallback={null}>
          <SearchSuggestions term={term} open={expanded} listId={listId} active={active} onOptions={onOptions} onPick={go} />
        </Suspense>
      )}
    </form>
  );
}
