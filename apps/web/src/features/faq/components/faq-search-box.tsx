import { Search } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useEarlyChange } from '@/lib/use-early-change';

interface FaqSearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a list of questions: a labelled search field with a magnifier; it filters as one types. */
export const FaqSearchBox = forwardRef<HTMLInputElement, FaqSearchBoxProps>(({ label, placeholder, value, onChange }, ref) => {
  const id = useId();
  const early = useEarlyChange(ref);
  return (
    <div className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
      <input
        ref={early}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="min-h-12 w-full rounded-xl border border-stone-300 bg-white py-2 pl-10 pr-3 text-base shadow-sm placeholder:text-stone-500 focus-visible:border-brand-600"
      />
    </div>
  );
});
FaqSearchBox.displayName = 'FaqSearchBox';
