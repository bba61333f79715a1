import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countItems, useGuestCart } from '@/features/cart';

/** The cart link with a badge counting the items in the cart. */
export function CartButton() {
  const { t } = useTranslation('layout');
  const count = countItems(useGuestCart());
  return (
    <Link
      to="/cart"
      aria-label={t('header.cart', { count })}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
