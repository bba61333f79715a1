import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CURRENCIES, CURRENCY_SYMBOLS, type CurrencyCode } from '@shop/contract/constants';
import { Select } from '@/components/ui/select';
import { usePreferences } from '@/features/preferences';

const isCurrency = (value: string): value is CurrencyCode => (CURRENCIES as readonly string[]).includes(value);

/** The display currency: a labelled native select showing symbol and code ('₵ GHS'). */
export function CurrencySelect() {
  const { t } = useTranslation('layout');
  const { currency, setCurrency } = usePreferences();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-300">
        {t('footer.currency')}
      </label>
      <Select
        variant="dark"
        id={id}
        value={currency}
        onChange={(event) => {
          if (isCurrency(event.target.value)) setCurrency(event.target.value);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {`${CURRENCY_SYMBOLS[code]} ${code}`}
          </option>
        ))}
      </Select>
    </div>
  );
}
