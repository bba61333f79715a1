import { useTranslation } from '@/lib/i18n';
import type { CartViewLine } from '../cart-view';

/** The variant's options and, when the stock no longer covers the line, how many are left. */
export function LineNotes({ line }: { line: CartViewLine }) {
  const { t } = useTranslation('cart');
  const short = line.available !== undefined && line.quantity > line.available;
  return (
    <>
      {line.options.length > 0 && <p className="text-xs text-stone-500">{line.options.map((option) => t('line.option', option)).join(' · ')}</p>}
      {short && (
        <p className="text-xs font-medium text-red-700">
          {line.available === 0 ? t('errors.outOfStock') : t('errors.notEnoughStock', { count: line.available })}
        </p>
      )}
    </>
  );
}
