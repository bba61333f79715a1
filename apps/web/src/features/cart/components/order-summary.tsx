import { useTranslation } from '@/lib/i18n';
import { usePreferences } from '@/features/preferences';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import type { CartTotals } from '../cart-view';

interface OrderSummaryProps {
  totals: CartTotals;
  isSaving: boolean;
  /**
   * The checkout's delivery row, between the tax and the total. `value` undefined: the delivery is not priced yet, so
   * neither is the total; `pending` says so in both rows.
   */
  delivery?: { label: string; value: string | undefined; pending: string };
  className?: string;
}

/**
 * The order's figures (spec part 1, section 2): Subtotal, Discount and Tax with its rate when above 0, Total;
 * a guest sees the 'Estimated Total' of the prices kept in this browser. While a change is on its way the figures
 * are dimmed and marked busy, because the server's answer is about to replace them.
 */
export function OrderSummary({ totals, isSaving, delivery, className }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('cart');
  const { formatPrice } = usePreferences();
  // Not Intl.NumberFormat: the first one a page builds costs 20 to 40 ms of one task (format-number.ts), and this
  // summary is taken over on the cart and the checkout the server rendered.
  const rate = (percent: number) => formatNumber(percent, i18n.language, 0, 2);

  const row = 'flex items-baseline justify-between gap-4';
  return (
    // The guest's estimate keeps the room of the server's usual figures (subtotal, tax, total), which replace it as soon
    // as the quote comes: what follows (the checkout button) stays where it is.
    <div className={cn(totals.kind === 'guest' && 'min-h-24', className)}>
      <dl aria-busy={isSaving || undefined} className={cn('flex flex-col gap-2 text-sm transition-opacity', isSaving && 'opacity-60')}>
        {totals.kind === 'server' ? (
          <>
            <div className={row}>
              <dt className="text-stone-600">{t('summary.subtotal')}</dt>
              <dd className="font-medium text-stone-900">{formatPrice(totals.subTotal)}</dd>
            </div>
            {totals.discount > 0 && (
              <div className={row}>
                <dt className="text-stone-600">{t('summary.discount')}</dt>
                <dd className="font-medium text-brand-700">−{formatPrice(totals.discount)}</dd>
              </div>
            )}
            {totals.tax > 0 && (
              <div className={row}>
                <dt className="text-stone-600">{t('summary.tax', { rate: rate(totals.taxRate) })}</dt>
                <dd className="font-medium text-stone-900">{formatPrice(totals.tax)}</dd>
              </div>
            )}
            {delivery && (
              <div className={row}>
                <dt className="text-stone-600">{delivery.label}</dt>
                <dd className={delivery.value === undefined ? 'text-right text-stone-500' : 'font-medium text-stone-900'}>
                  {delivery.value ?? delivery.pending}
                </dd>
              </div>
            )}
            <div className={cn(row, 'border-t border-stone-200 pt-3 text-base')}>
              <dt className="font-semibold text-stone-900">{t('summary.total')}</dt>
              {delivery && delivery.value === undefined ? (
                <dd className="text-right text-sm text-stone-500">{delivery.pending}</dd>
              ) : (
                <dd className="text-lg font-bold text-stone-900">{formatPrice(totals.total)}</dd>
              )}
            </div>
          </>
        ) : (
          <div className={cn(row, 'text-base')}>
            <dt className="font-semibold text-stone-900">{t('estimatedTotal')}</dt>
            <dd className="text-lg font-bold text-stone-900">{formatPrice(totals.estimatedTotal)}</dd>
          </div>
        )}
      </dl>
      {totals.kind === 'guest' && <p className="mt-2 text-xs text-stone-500">{t('summary.guestNote')}</p>}
    </div>
  );
}
