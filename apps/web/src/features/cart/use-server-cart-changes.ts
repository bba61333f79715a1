import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { Cart } from '@shop/contract';
import { usePreferences } from '@/features/preferences';
import { withErrorText } from '@/lib/with-error-text';
import { cartQueryKey, removeCartItem, updateCartItem } from './api/cart-api';
import { acceptCartAnswer, CART_CHANGE, isLastChange } from './cart-change';
import { cartErrorText, cartRefusal } from './cart-error-text';
import { withoutLine, withQuantity, type CartViewLine } from './cart-view';
import { adviceToast, cartToast } from './cart-toast';

// Quantity changes and removals of a signed-in customer's cart (spec part 1, section 4): the display changes at
// once, the server's answer (the whole cart, freshly priced) replaces it, and a refusal rolls it back.

export function useServerCartChanges(customerId: number) {
  const { t } = useTranslation('cart');
  const { currency } = usePreferences();
  const queryClient = useQueryClient();
  const key = cartQueryKey(customerId);

  /** Shows the expected cart now; answers the cart as it was, for a rollback. */
  async function showAtOnce(change: (cart: Cart) => Cart) {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<Cart>(key);
    if (previous) queryClient.setQueryData(key, change(previous));
    return { previous };
  }
  const acceptAnswer = (cart: Cart) => acceptCartAnswer(queryClient, customerId, cart);
  function rollBack(previous: Cart | undefined) {
    if (!isLastChange(queryClient)) return; // a later change's answer will show the cart as it stands
    if (previous) queryClient.setQueryData(key, previous);
    void queryClient.invalidateQueries({ queryKey: key });
  }

  const update = useMutation({
    ...CART_CHANGE,
    mutationFn: ({ line, quantity }: { line: CartViewLine; quantity: number }) =>
      updateCartItem({ stock: line.stockId, quantity, customer: customerId, currency }),
    onMutate: ({ line, quantity }) => showAtOnce((cart) => (line.lineId ? withQuantity(cart, line.lineId, quantity) : cart)),
    onSuccess: async (cart) => {
      await acceptAnswer(cart);
      cartToast('success', t('toast.updated'));
    },
    onError: (error, { line }, context) => {
      rollBack(context?.previous);
      withErrorText((errorText) => {
        // A refusal of the cart's rules (the stock fell since the cart was read, say) says what stands and what to do.
        const refusal = cartRefusal(error, t, errorText, 'change', { available: line.available, moq: line.minimum });
        if (refusal) adviceToast('error', refusal.title, refusal.advice);
        else cartToast('error', t('toast.updateFailed'), { description: cartErrorText(error, t, errorText) });
      });
    },
  });

  const remove = useMutation({
    ...CART_CHANGE,
    mutationFn: (line: CartViewLine) => removeCartItem({ order_item: line.lineId!, customer: customerId }),
    onMutate: (line) => showAtOnce((cart) => (line.lineId ? withoutLine(cart, line.lineId) : cart)),
    onSuccess: async (cart) => {
      await acceptAnswer(cart);
      cartToast('success', t('toast.removed'));
    },
    onError: (error, _line, context) => {
      rollBack(context?.previous);
      withErrorText((errorText) => cartToast('error', t('toast.removeFailed'), { description: cartErrorText(error, t, errorText) }));
    },
  });

  return {
    setQuantity: (line: CartViewLine, quantity: number) => update.mutate({ line, quantity }),
    remove: (line: CartViewLine) => remove.mutate(line),
    /** A change is on its way (from this page or the panel): the order's figures are about to change. */
    isSaving: useIsMutating({ mutationKey: CART_CHANGE.mutationKey }) > 0,
  };
}
