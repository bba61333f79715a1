import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { stockItemQuery } from '@/features/catalog';
import { addToGuestCart, readGuestCart } from '@/features/cart';
import { discountedMinor } from './pricing';

export interface AddToCartInput {
  stockId: number;
  quantity: number;
  /** The chosen variant, sent along to the server cart (spec: optional variant_attribute). */
  variantAttributeId?: number;
}

class NothingAdded extends Error {
  constructor(readonly available: number) {
    super('nothing added');
  }
}

/**
 * The seam between the product page and the cart. For now every shopper gets the guest cart in localStorage
 * (spec: 'guest_cart'); the cart feature replaces the body of this hook with the server cart for signed-in
 * customers, keeping its shape.
 */
export function useAddToCart() {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ stockId, quantity }: AddToCartInput) => {
      // The stock item is normally in the cache already (the page shows it); this also checks what is available.
      const item = await queryClient.fetchQuery(stockItemQuery(String(stockId)));
      if (item.quantity < 1 || !Number.isInteger(quantity) || quantity < 1) throw new Error('not available');
      const before = readGuestCart().find((line) => line.product.id === item.id)?.quantity ?? 0;
      const price = discountedMinor(item.selling_price, item.discount_percentage) / 100;
      const after = addToGuestCart(
        { id: item.id, name: item.product.name, image: item.product.image, weight: item.weight, price },
        quantity,
        item.quantity,
      );
      if (after === before) throw new NothingAdded(item.quantity);
      return after;
    },
    onSuccess: () => toast.success(t('toast.added')),
    onError: (error) => {
      if (error instanceof NothingAdded) toast.info(t('toast.allInCart', { count: error.available }));
      else toast.error(t('toast.addFailed'));
    },
  });

  const { mutateAsync } = mutation;
  const onAddToCart = useCallback(
    (input: AddToCartInput) =>
      mutateAsync(input).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { onAddToCart, isAdding: mutation.isPending };
}
