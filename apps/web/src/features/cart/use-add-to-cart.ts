import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StockItem } from '@shop/contract';
import { usePreferences } from '@/features/preferences';
import { useSession } from '@/features/session';
import { parseAmount } from '@shop/contract/money';
import { withErrorText } from '@/lib/with-error-text';
import { addCartItem } from './api/cart-api';
import { acceptCartAnswer, CART_CHANGE } from './cart-change';
import { cartErrorText, cartRefusal } from './cart-error-text';
import { openCartPanel } from './cart-panel-store';
import { addToGuestCart, readGuestCart } from './guest-cart';
import { adviceToast, cartToast } from './cart-toast';

export interface AddToCartInput {
  item: StockItem;
  quantity: number;
  /** The chosen variant, sent along to the server cart (spec: optional variant_attribute). */
  variantAttributeId?: number;
}

/** A refusal the shopper should read as it is (a toast of its own, not 'Failed to add ...'), with what to do. */
class AddRefused extends Error {
  constructor(
    message: string,
    readonly kind: 'error' | 'info' = 'error',
    readonly advice?: string,
  ) {
    super(message);
  }
}

/** What an add did: `clampedTo` when the cart took fewer than asked, all that is in stock. */
interface AddOutcome {
  clampedTo?: number;
}

/**
 * Adds to the cart from the product page or a category card: the server cart of a signed-in customer, else the
 * guest cart in this browser with the same stock rules. Success says 'Added to cart' and opens the cart panel.
 */
export function useAddToCart(options: { addedMessage?: string } = {}) {
  const { t } = useTranslation('cart');
  const { user } = useSession();
  const { currency } = usePreferences();
  const queryClient = useQueryClient();
  const customerId = user?.customer_id ?? null;

  const addAsGuest = ({ item, quantity }: AddToCartInput): AddOutcome => {
    if (item.quantity < 1) throw new AddRefused(t('errors.outOfStock'), 'error', t('advice.outOfStock'));
    const before = readGuestCart().find((line) => line.product.id === item.id)?.quantity ?? 0;
    if (before === 0 && quantity < item.moq)
      throw new AddRefused(t('errors.belowMinimum', { count: item.moq }), 'error', t('advice.chooseAtLeast', { count: item.moq }));
    const price = parseAmount(item.discounted_price.amount) / 100;
    const after = addToGuestCart(
      {
        id: item.id,
        name: item.product.name,
        image: item.product.image,
        weight: item.weight,
        price,
        moq: item.moq,
        attributes: item.variant.attribute_value.map((av) => ({ name: av.attribute.name, value: av.value })),
      },
      quantity,
      item.quantity,
    );
    if (after === before) throw new AddRefused(t('toast.allInCart', { count: item.quantity }), 'info');
    return after < before + quantity ? { clampedTo: after } : {};
  };

  const mutation = useMutation({
    ...CART_CHANGE,
    mutationFn: async (input: AddToCartInput): Promise<AddOutcome> => {
      if (!user) return addAsGuest(input);
      if (customerId === null) throw new AddRefused(t('toast.missingCustomer'));
      const cart = await addCartItem({
        stock: input.item.id,
        quantity: input.quantity,
        customer: customerId,
        currency,
        ...(input.variantAttributeId ? { variant_attribute: input.variantAttributeId } : {}),
      });
      await acceptCartAnswer(queryClient, customerId, cart);
      return {};
    },
    onSuccess: ({ clampedTo }) => {
      // The wishlist says the spec's own 'Item added to cart'.
      adviceToast('success', options.addedMessage ?? t('toast.added'), clampedTo === undefined ? undefined : t('toast.addedUpTo', { count: clampedTo }));
      openCartPanel();
    },
    onError: (error, { item }) => {
      if (error instanceof AddRefused) return adviceToast(error.kind, error.message, error.advice);
      if (!user) return cartToast('error', t('toast.addProductFailed'));
      withErrorText((errorText) => {
        // A refusal of the cart's rules is no failure: its own words, and what to do, rather than 'Please try again'.
        const refusal = cartRefusal(error, t, errorText, 'add', { available: item.quantity, moq: item.moq });
        if (refusal) adviceToast('error', refusal.title, refusal.advice);
        else cartToast('error', t('toast.addFailed'), { description: cartErrorText(error, t, errorText) });
      });
    },
  });

  const { mutateAsync } = mutation;
  const addToCart = useCallback(
    (input: AddToCartInput) =>
      mutateAsync(input).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { addToCart, isAdding: mutation.isPending };
}
