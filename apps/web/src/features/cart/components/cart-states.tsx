import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { CartState } from '../use-cart';
import { EmptyCart } from './empty-cart';

/**
 * What the cart shows before it has lines to list (spec part 1, section 4): loading, a load failure with Retry,
 * a session without a customer id, or the empty cart with 'Start Shopping'. Nothing once there are lines.
 */
export function CartStates({ cart, compact = false }: { cart: CartState; compact?: boolean }) {
  const { t } = useTranslation(['cart', 'common']);
  const box = cn(
    'flex flex-col items-center gap-3 text-center',
    compact ? 'px-2 py-10' : 'mt-8 rounded-2xl border border-stone-200 bg-white px-6 py-16 shadow-sm',
  );

  switch (cart.status) {
    case 'loading':
      return <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />;
    case 'error':
      return (
        <div role="alert" className={box}>
          <p className="text-stone-700">{t('loadFailed')}</p>
          <Button variant="outline" onClick={cart.reload} disabled={cart.isReloading}>
            {t('common:retry')}
          </Button>
        </div>
      );
    case 'missingCustomer':
      return (
        <div role="alert" className={box}>
          <p className="text-stone-700">{t('missingCustomer')}</p>
          <Link to="/login" className={buttonClasses('primary')}>
            {t('logIn')}
          </Link>
        </div>
      );
    case 'ready':
      if (cart.lines.length > 0) return null;
      return <EmptyCart action={t('empty.startShopping')} compact={compact} className={box} />;
  }
}
