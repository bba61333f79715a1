import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import type { WishlistItem } from '@shop/contract/wishlist';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/session';
import { joinGuestHearts, removeFromWishlist, wishlistQuery } from '@/features/wishlist';
import { WishlistRow } from './wishlist-row';

/**
 * My Account's Wishlist tab (spec part 2 section 2: "starts empty; remove item, add to cart"): the customer's items
 * with picture, name, price and stock, newest first. Removing takes the item off at once and says 'Item removed
 * from wishlist'; a refusal puts it back with a toast.
 */
export function WishlistTab() {
  const { t } = useTranslation('wishlist');
  const customerId = useSession().user?.customer_id ?? null;
  const queryClient = useQueryClient();
  const list = useQuery({ ...wishlistQuery(customerId ?? 0), enabled: customerId !== null });
  const heading = useRef<HTMLHeadingElement>(null);
  // Hearts a guest gave that have not joined the account yet (a merge at login that failed): another try.
  useEffect(() => joinGuestHearts(queryClient, customerId), [queryClient, customerId]);

  const remove = async (item: WishlistItem) => {
    // The row and its button go: focus goes to the heading above the list, not to the page's start.
    heading.current?.focus();
    if (customerId !== null && (await removeFromWishlist(queryClient, customerId, item))) toast.success(t('toast.removed'));
  };

  let body;
  if (customerId === null) body = <p role="alert">{t('noCustomer')}</p>;
  else if (list.isPending) body = <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} />;
  else if (list.isError && !list.data)
    body = <LoadFailed message={t('loadFailed')} retry={() => void list.refetch()} retryLabel={t('tryAgain')} busy={list.isFetching} />;
  else if (list.data.length === 0)
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
        <Heart aria-hidden="true" className="size-10 text-stone-400" />
        <p className="font-semibold text-stone-900">{t('empty.title')}</p>
        <p className="text-sm text-stone-600">{t('empty.text')}</p>
        <Link to="/shop" className={buttonClasses('primary')}>
          {t('empty.browse')}
        </Link>
      </div>
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {list.data.map((item) => (
          <WishlistRow key={item.id} item={item} onRemove={() => void remove(item)} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="wishlist-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="wishlist-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
          {t('title')}
        </h2>
        {list.data && list.data.length > 0 && (
          <p aria-live="polite" className="text-sm text-stone-600">
            {t('count', { count: list.data.length })}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
