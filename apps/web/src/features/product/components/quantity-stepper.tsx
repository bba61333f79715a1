import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useEarlyChange } from '@/lib/use-early-change';

interface QuantityStepperProps {
  /** The text in the box: digits, or empty while the shopper is typing. */
  value: string;
  onChange(value: string): void;
  max: number;
  disabled?: boolean;
}

/** Keeps what was typed to digits and within 1..max; an emptied box becomes 1 when it loses focus. */
export function clampQuantity(text: string, max: number): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  return String(Math.min(Math.max(1, max), Math.max(1, Number(digits))));
}

export function QuantityStepper({ value, onChange, max, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const noteId = useId();
  // The stock a typed or pasted quantity was cut down to, said next to the box until the next change.
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const current = Number(value) || 1;
  const early = useEarlyChange<HTMLInputElement>();
  const change = (next: string, clamped: number | null = null) => {
    setClampedTo(clamped);
    onChange(next);
  };
  const type = (box: HTMLInputElement) => {
    const typed = box.value;
    const next = clampQuantity(typed, max);
    change(next, Number(typed.replace(/\D/g, '')) > max ? Number(next) : null);
    // When the kept digits equal the value already shown ('4' then 'b'), nothing renders again (Preact compares
    // the state), so the refused characters are taken out of the box here.
    if (box.value !== next) box.value = next;
  };
  const button =
    'flex size-11 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('quantity.label')}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          aria-label={t('quantity.decrease')}
          disabled={disabled || current <= 1}
          onClick={() => change(String(current - 1))}
          className={button}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          ref={early}
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-describedby={clampedTo === null ? undefined : noteId}
          onChange={(event) => type(event.currentTarget)}
          onBlur={() => {
            if (!value) change('1');
          }}
          className="h-11 w-16 border-x border-stone-300 text-center text-base tabular-nums focus-visible:outline-offset-[-2px] disabled:bg-stone-100"
        />
        <button
          type="button"
          aria-label={t('quantity.increase')}
          disabled={disabled || current >= max}
          onClick={() => change(String(current + 1))}
          className={button}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {/* Always there, so screen readers hear the note when it appears (a polite status). */}
      <p id={noteId} role="status" className="text-sm text-brand-700 empty:-mt-2">
        {clampedTo !== null && t('quantity.clamped', { count: clampedTo })}
      </p>
    </div>
  );
}
