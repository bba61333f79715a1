import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/features/session';
import { reloadOnOpening } from '@/lib/query-client';
import { cartQuery } from './api/cart-api';
import { cartQuoteQuery } from './api/cart-quote';
import { guestLines, guestTotals, serverLines, serverTotals, type CartTotals, type CartViewLine } from './cart-view';
import { removeFromGuestCart, setGuestQuantity, useGuestCart } from './guest-cart';
import { useServerCartChanges } from './use-server-cart-changes';
import { cartToast } from './cart-toast';

export interface CartState {
  isGuest: boolean;
  /** 'missingCustomer': signed in, but the session has no customer id (spec: 'Customer ID not found...'). */
  status: 'loading' | 'error' | 'missingCustomer' | 'ready';
  lines: CartViewLine[];
  totals: CartTotals | undefined;
  isSaving: boolean;
  isReloading: boolean;
  reload(): void;
  setQuantity(line: CartViewLine, quantity: number): void;
  remove(line: CartViewLine): void;
}

/**
 * The cart the panel and the cart page show: the server cart of a signed-in customer, reloaded whenever one of
 * them opens (spec part 1, section 4), or the guest cart kept in this browser.
 */
export function useCart(): CartState {
  const { user } = useSession();
  const customerId = user?.customer_id ?? null;
  const query = useQuery({ ...cartQuery(customerId ?? 0), enabled: customerId !== null, refetchOnMount: reloadOnOpening });
  const server = useServerCartChanges(customerId ?? 0);
  const guest = useGuestCart();
  const quote = useQuery({
    ...cartQuoteQuery(guest.map((line) => ({ stock: line.product.id, quantity: line.quantity }))),
    enabled: !user && guest.length > 0,
  });
  const guestChanges = useGuestCartChanges();

  if (!user) {
    // The server's figures and option names for these lines, as a signed-in cart shows them; the local ones until they come.
    const quoted = guest.length > 0 && quote.data && !quote.isError ? quote.data : undefined;
    return {
      isGuest: true,
      status: 'ready',
      lines: guestLines(guest, quoted),
      totals: quoted ? serverTotals(quoted) : guestTotals(guest),
      isSaving: quote.isPlaceholderData,
      isReloading: false,
      reload: () => undefined,
      ...guestChanges,
    };
  }
  const cart = query.data;
  const status = customerId === null ? 'missingCustomer' : cart ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    isGuest: false,
    status,
    lines: cart ? serverLines(cart) : [],
    totals: cart ? serverTotals(cart) : undefined,
    isSaving: server.isSaving,
    isReloading: query.isFetching,
    reload: () => void query.refetch(),
    setQuantity: server.setQuantity,
    remove: server.remove,
  };
}

function useGuestCartChanges() {
  const { t } = useTranslation('cart');
  return {
    setQuantity(line: CartViewLine, quantity: number) {
      setGuestQuantity(line.stockId, Math.max(line.minimum, quantity));
      cartToast('success', t('toast.updated'));
    },
    remove(line: CartViewLine) {
      removeFromGuestCart(line.stockId);
      cartToast('success', t('toast.removed'));
    },
  };
}
