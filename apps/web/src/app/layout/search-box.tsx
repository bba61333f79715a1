import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@shop/contract/constants';
import { cn } from '@/lib/cn';

/** The catalogue search: goes to /shop?search=<term>, and shows the current term while on /shop. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();

  const current = pathname === '/shop' ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(current);
  // When the URL's term changes (a new search, Back, leaving /shop), the box follows it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setTerm(current);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    void navigate(query ? `/shop?${new URLSearchParams({ search: query })}` : '/shop');
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative flex w-full items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('header.search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
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
    </form>
  );
}
