import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { ProductImage } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';
import { usePageTitle } from '@/lib/use-page-title';
import type { CartViewLine } from '../cart-view';
import { useCart, type CartState } from '../use-cart';
import { CartStates } from './cart-states';
import { LineNotes } from './line-notes';
import { OrderSummary } from './order-summary';
import { QuantityControl } from './quantity-control';
import { RemoveLineButton } from './remove-line-button';

/** /cart (spec part 1, section 2): the lines in columns Product, Price, Quantity, Total, and the Order Summary. */
export function CartPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const cart = useCart();
  return (
    <PageSection title={t('title')}>
      <CartStates cart={cart} />
      {cart.status === 'ready' && cart.lines.length > 0 && cart.totals && (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <HydrationPiece>
            <CartTable cart={cart} />
          </HydrationPiece>
          <HydrationPiece>
            <aside aria-labelledby="order-summary" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
              <h2 id="order-summary" className="mb-4 text-lg font-semibold text-stone-900">
                {t('summary.title')}
              </h2>
              <OrderSummary totals={cart.totals} isSaving={cart.isSaving} />
              <Link to="/checkout" className={buttonClasses('primary', 'mt-5 min-h-12 w-full text-base')}>
                {t('checkout')}
              </Link>
            </aside>
          </HydrationPiece>
        </div>
      )}
    </PageSection>
  );
}

function CartTable({ cart }: { cart: CartState }) {
  const { t } = useTranslation('cart');
  const head = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-stone-500';
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full">
        <caption className="sr-only">{t('items')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 max-md:sr-only">
          <tr>
            <th scope="col" className={head}>
              {t('columns.product')}
            </th>
            <th scope="col" className={head}>
              {t('columns.price')}
            </th>
            <th scope="col" className={head}>
              {t('columns.quantity')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('columns.total')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {cart.lines.map((line) => (
            <CartRow key={line.stockId} line={line} cart={cart} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One line; on a phone its cells wrap under the product, each with its column's name. */
function CartRow({ line, cart }: { line: CartViewLine; cart: CartState }) {
  const { t } = useTranslation('cart');
  const { formatPrice } = usePreferences();
  const cell = 'px-4 py-3 align-middle max-md:py-1';
  const phoneLabel = 'mr-2 text-sm text-stone-500 md:hidden';
  return (
    <tr className="max-md:flex max-md:flex-wrap max-md:items-center max-md:py-3">
      <td className={`${cell} max-md:w-full`}>
        <div className="flex items-center gap-3">
          <ProductImage src={line.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <Link to={`/product/${line.stockId}`} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
              {line.name}
            </Link>
            <LineNotes line={line} />
          </div>
        </div>
      </td>
      <td className={`${cell} whitespace-nowrap text-stone-700 max-md:w-1/2`}>
        <span className={phoneLabel}>{t('columns.price')}</span>
        {formatPrice(line.unitMinor)}
      </td>
      <td className={`${cell} max-md:order-last max-md:w-1/2`}>
        <QuantityControl line={line} onChange={(quantity) => cart.setQuantity(line, quantity)} />
      </td>
      <td className={`${cell} whitespace-nowrap text-right font-semibold text-stone-900 max-md:w-1/2 max-md:text-left`}>
        <span className={`${phoneLabel} font-normal`}>{t('columns.total')}</span>
        {formatPrice(line.totalMinor)}
      </td>
      <td className={`${cell} text-right max-md:order-last max-md:w-1/2`}>
        <RemoveLineButton line={line} onRemove={() => cart.remove(line)} />
      </td>
    </tr>
  );
}
