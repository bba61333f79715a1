import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
  const current = Number(value) || 1;
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
          onClick={() => onChange(String(current - 1))}
          className={button}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clampQuantity(event.target.value, max))}
          onBlur={() => {
            if (!value) onChange('1');
          }}
          className="h-11 w-16 border-x border-stone-300 text-center text-base tabular-nums focus-visible:outline-offset-[-2px] disabled:bg-stone-100"
        />
        <button
          type="button"
          aria-label={t('quantity.increase')}
          disabled={disabled || current >= max}
          onClick={() => onChange(String(current + 1))}
          className={button}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
