import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StockItem } from '@shop/contract';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/features/session';
import { guestWishlistQuery, wishlistQuery } from '../api/wishlist-query';
import { joinGuestHearts } from '../join-guest-hearts';

/**
 * The heart of a product card and the product page: a toggle button that adds the stock item to the wishlist or
 * takes it off, for a guest (in this browser) or a customer (on the server, the list in the query cache). What a click
 * does loads with the first click.
 */
export function WishlistHeart({ item, onCard = false }: { item: StockItem; onCard?: boolean }) {
  const { t } = useTranslation('wishlist');
  const customerId = useSession().user?.customer_id ?? null;
  const queryClient = useQueryClient();
  const hearted =
    useQuery<{ id: number }[], Error, boolean>({
      ...(customerId === null ? guestWishlistQuery : wishlistQuery(customerId)),
      select: (items) => items.some((i) => i.id === item.id),
    }).data === true;
  // Hearts a guest gave that have not joined the account yet (a merge at login that failed): another try.
  useEffect(() => joinGuestHearts(queryClient, customerId), [queryClient, customerId]);
  const label = t(hearted ? 'heart.remove' : 'heart.add');
  return (
    <button
      type="button"
      aria-pressed={hearted}
      // On a card the heart alone, named for what it does; on the product page its words show beside it.
      aria-label={onCard ? label : undefined}
      onClick={() => void import('../toggle-wishlist').then((m) => m.heartStockItem(queryClient, customerId, item, !hearted))}
      className={
        onCard
          ? // The picture's lower right corner: the card is a size container and its picture square (100cqw high).
            'absolute right-2 top-[calc(100cqw-3rem)] inline-flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white/90 text-red-600 shadow-sm hover:bg-white'
          : buttonClasses('outline', 'min-h-12 text-base')
      }
    >
      {/* lucide's heart, drawn here: its module would be a chunk of its own beside this one. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 text-red-600"
        fill={hearted ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
      </svg>
      {!onCard && label}
    </button>
  );
}
