import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { CartViewLine } from '../cart-view';
import { lineTitle } from './line-title';

const WHOLE_NUMBER = /^\d{1,9}$/;

/** Why a typed quantity was changed: more than is in stock, or fewer than the item's minimum order. */
type Clamp = { to: number; why: 'stock' | 'minimum' };

/** A typed quantity brought within what the line can hold; `clamp` says so when it had to change. */
function withinLine(wanted: number, line: CartViewLine): { quantity: number; clamp?: Clamp } {
  // Nothing in stock: sent as typed, so the server's refusal says so (a quantity of 0 would remove the line).
  if (line.available !== undefined && line.available > 0 && wanted > line.available)
    return { quantity: line.available, clamp: { to: line.available, why: 'stock' } };
  if (wanted < line.minimum) return { quantity: line.minimum, clamp: { to: line.minimum, why: 'minimum' } };
  return { quantity: wanted };
}

/**
 * Minus, the quantity and plus of one cart line (spec part 1, section 5). A typed quantity counts once the field
 * is left or Enter is pressed; anything but a whole number of at least 1 reverts to the current quantity, and one
 * beyond the stock or below the minimum order becomes that figure, with a note saying so until the next change.
 * Minus stops at the fewest that can be ordered (1 unless the item has a minimum); plus at what is in stock.
 */
export function QuantityControl({ line, onChange, className }: { line: CartViewLine; onChange(quantity: number): void; className?: string }) {
  const { t } = useTranslation('cart');
  const noteId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [clamp, setClamp] = useState<Clamp | null>(null);

  const change = (quantity: number, clamped: Clamp | null = null) => {
    setClamp(clamped);
    if (quantity !== line.quantity) onChange(quantity);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    if (!WHOLE_NUMBER.test(typed) || Number(typed) < 1) return;
    const within = withinLine(Number(typed), line);
    change(within.quantity, within.clamp);
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
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <div className="inline-flex items-center rounded-lg border border-stone-300 bg-white">
        <button type="button" className={cn(stepClasses, 'rounded-l-lg')} disabled={line.quantity <= line.minimum} onClick={() => change(line.quantity - 1)}>
          <Minus aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('line.decrease', { name: lineTitle(line, t) })}</span>
        </button>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('line.quantityOf', { name: lineTitle(line, t) })}
          aria-describedby={clamp ? noteId : undefined}
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
          onClick={() => change(line.quantity + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('line.increase', { name: lineTitle(line, t) })}</span>
        </button>
      </div>
      {/* Always there, so screen readers hear the note when it appears (a polite status). */}
      <p id={noteId} role="status" className="max-w-56 text-xs text-brand-700 empty:-mt-1">
        {clamp && t(clamp.why === 'stock' ? 'line.clampedToStock' : 'line.clampedToMinimum', { count: clamp.to })}
      </p>
    </div>
  );
}
