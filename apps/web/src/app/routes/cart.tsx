import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';
import { usePageTitle } from '@/lib/use-page-title';
import { unitMinor, useGuestCart, type GuestCartLine } from '@/features/cart';

// The cart as far as it exists today: the guest cart kept in the browser. Quantity controls, removal, the
// order summary and the server cart come with the cart feature.
export function Component() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const lines = useGuestCart();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('title')}</h1>
      {lines.length === 0 ? <EmptyCart /> : <GuestCartLines lines={lines} />}
    </section>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center shadow-sm">
      <span className="mb-2 inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-semibold text-stone-900">{t('empty.title')}</h2>
      <p className="max-w-sm text-stone-600">{t('empty.message')}</p>
      <Link to="/shop" className={buttonClasses('primary', 'mt-4')}>
        {t('empty.startShopping')}
      </Link>
    </div>
  );
}

function GuestCartLines({ lines }: { lines: GuestCartLine[] }) {
  const { t } = useTranslation('cart');
  const { formatPrice } = usePreferences();
  const total = lines.reduce((sum, line) => sum + unitMinor(line) * line.quantity, 0);
  return (
    <div className="mt-8 flex flex-col gap-6">
      <ul aria-label={t('items')} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
        {lines.map((line) => (
          <li key={line.product.id} className="flex items-center gap-4 p-4">
            <ProductImage
              src={line.product.image ?? undefined}
              alt={line.product.name}
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-lg bg-stone-100 object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link to={`/product/${line.product.id}`} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
                {line.product.name}
              </Link>
              <p className="text-sm text-stone-600">
                {t('quantity', { quantity: line.quantity })} · {t('each', { price: formatPrice(unitMinor(line)) })}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-stone-900">{formatPrice(unitMinor(line) * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <p className="text-lg font-semibold text-stone-900">{t('estimatedTotal')}</p>
        <p className="text-xl font-bold text-brand-700">{formatPrice(total)}</p>
      </div>
    </div>
  );
}
