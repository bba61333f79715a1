import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { CartViewLine } from '../cart-view';
import { lineTitle } from './line-title';

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * Minus, the quantity and plus of one cart line (spec part 1, section 5). A typed quantity counts once the field
 * is left or Enter is pressed; anything but a whole number of at least 1 reverts to the current quantity.
 * Minus stops at the fewest that can be ordered (1 unless the item has a minimum); plus at what is in stock.
 */
export function QuantityControl({ line, onChange, className }: { line: CartViewLine; onChange(quantity: number): void; className?: string }) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    if (!WHOLE_NUMBER.test(typed)) return;
    const quantity = Number(typed);
    if (quantity >= 1 && quantity !== line.quantity) onChange(quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== null) {
      // The first Escape undoes the typing; the next one may close the panel.
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  };

  const stepClasses =
    'inline-flex size-9 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';
  return (
    <div className={cn('inline-flex items-center rounded-lg border border-stone-300 bg-white', className)}>
      <button type="button" className={cn(stepClasses, 'rounded-l-lg')} disabled={line.quantity <= line.minimum} onClick={() => onChange(line.quantity - 1)}>
        <Minus aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('line.decrease', { name: lineTitle(line, t) })}</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('line.quantityOf', { name: lineTitle(line, t) })}
        value={draft ?? String(line.quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="h-9 w-12 border-x border-stone-300 text-center text-sm font-medium text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      />
      <button
        type="button"
        className={cn(stepClasses, 'rounded-r-lg')}
        disabled={line.available !== undefined && line.quantity >= line.available}
        onClick={() => onChange(line.quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('line.increase', { name: lineTitle(line, t) })}</span>
      </button>
    </div>
  );
}
