import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * 'Your cart is empty' with a way back to the shop: the cart's 'Start Shopping' (part 1) or the checkout's
 * 'Continue Shopping' (part 2), as `action` says.
 */
export function EmptyCart({ action, compact = false, className }: { action: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation('cart');
  return (
    <div className={className}>
      <span className="mb-2 inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <h2 className={cn('font-semibold text-stone-900', compact ? 'text-lg' : 'text-xl')}>{t('empty.title')}</h2>
      <p className="max-w-sm text-stone-600">{t('empty.message')}</p>
      <Link to="/shop" className={buttonClasses('primary', 'mt-4')}>
        {action}
      </Link>
    </div>
  );
}
