import { useTranslation } from '@/lib/i18n';
import type { Checkout } from '@shop/contract/checkout';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/field';
import { LineNotes, OrderSummary, serverLines, serverTotals } from '@/features/cart';
import { ProductImage } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';
import { feeText } from '@/lib/delivery-format';

interface CheckoutSummaryProps {
  checkout: Checkout;
  /** The delivery fee is the price of the choice shown (else it and the total wait for the choice). */
  priced: boolean;
  pricing: boolean;
  submitting: boolean;
  /** The payment system is not ready yet (Paystack's script loading). */
  loadingSystem: boolean;
  refusal: string | null;
}

/**
 * The Order Summary (spec part 2 section 2): the items, then subtotal, discount, tax, delivery fee and total, all the
 * server's; and the button. The figures are announced when a new choice changes them.
 */
export function CheckoutSummary({ checkout, priced, pricing, submitting, loadingSystem, refusal }: CheckoutSummaryProps) {
  const { t } = useTranslation('checkout');
  const { formatPrice } = usePreferences();
  const fee = priced ? feeText(checkout.delivery_fee, formatPrice, t('free')) : undefined;
  return (
    <aside aria-labelledby="checkout-summary" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="mb-4 text-lg font-semibold text-stone-900">
        {t('summary.title')}
      </h2>
      <ul className="mb-4 flex flex-col gap-3 border-b border-stone-200 pb-4" aria-label={t('summary.items')}>
        {serverLines(checkout).map((line) => (
          <li key={line.stockId} className="flex gap-3">
            <ProductImage src={line.image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg bg-stone-100 object-cover" />
            <div className="flex min-w-0 flex-col gap-0.5 text-sm">
              <span className="font-medium text-stone-900">{line.name}</span>
              <LineNotes line={line} />
              {/* The spec's 'Qty: n × price' */}
              <span className="text-stone-600">{t('summary.quantity', { count: line.quantity, price: formatPrice(line.unitMinor) })}</span>
            </div>
          </li>
        ))}
      </ul>
      <OrderSummary
        totals={serverTotals(checkout)}
        isSaving={pricing}
        delivery={{ label: t('summary.delivery'), value: fee, pending: t('summary.deliveryPending') }}
      />
      <p role="status" className="sr-only">
        {priced && !pricing ? t('summary.announce', { fee, total: formatPrice(checkout.total) }) : ''}
      </p>
      {refusal && (
        <div className="mt-4">
          <FormBanner message={refusal} />
        </div>
      )}
      <Button type="submit" disabled={submitting || loadingSystem} className="mt-5 min-h-12 w-full text-base">
        {loadingSystem ? t('submit.loading') : submitting ? t('submit.processing') : t('submit.complete')}
      </Button>
    </aside>
  );
}
