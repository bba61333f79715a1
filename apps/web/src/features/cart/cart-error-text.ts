import type { TFunction } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import type { ErrorText } from '@/lib/use-error-text';

/** What the shopper knows about the item a refused change was about, for the figures of the message. */
export interface StockFigures {
  available?: number | undefined;
  moq?: number | undefined;
}

/**
 * A change the cart's rules refused (stock, minimum order, a line's or the cart's limit): nothing failed, so there is
 * nothing to retry. `title` is what stands ('Only 3 available.'), `advice` what the shopper can do ('Choose 3 or fewer.').
 */
export interface CartRefusal {
  title: string;
  advice?: string;
}

/** 'add' from a product page or card; 'change' of a line already in the cart. */
export type CartAction = 'add' | 'change';

const figureOf = (error: ApiError, figures: StockFigures, name: keyof StockFigures | 'in_cart'): number | undefined => {
  const value = error.params?.[name];
  if (typeof value === 'number') return value;
  return name === 'in_cart' ? undefined : figures[name];
};

/**
 * The refusal's words in the shopper's language, by its code and figures (the server's params, else what the shopper
 * was shown); undefined for anything that is not a refusal of the cart's rules (a network failure, a server error).
 */
export function cartRefusal(error: unknown, t: TFunction, errorText: ErrorText, action: CartAction, figures: StockFigures = {}): CartRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case 'OUT_OF_STOCK':
      return { title: t('errors.outOfStock'), advice: t(action === 'add' ? 'advice.outOfStock' : 'advice.outOfStockInCart') };
    case 'NOT_ENOUGH_STOCK': {
      const available = figureOf(error, figures, 'available');
      const inCart = figureOf(error, figures, 'in_cart') ?? 0;
      if (available === undefined) return { title: errorText(error) };
      // 'Only 3 available. Your cart already has 2.': what can still be added, when anything can.
      if (inCart > 0)
        return available > inCart ? { title: errorText(error), advice: t('advice.addAtMost', { count: available - inCart }) } : { title: errorText(error) };
      return { title: t('errors.notEnoughStock', { count: available }), advice: t('advice.chooseAtMost', { count: available }) };
    }
    case 'BELOW_MINIMUM_ORDER': {
      const moq = figureOf(error, figures, 'moq');
      if (moq === undefined) return { title: errorText(error) };
      return { title: t('errors.belowMinimum', { count: moq }), advice: t('advice.chooseAtLeast', { count: moq }) };
    }
    // Their words already say what to do ('... Your cart already has 9990.', 'Please remove an item first.').
    case 'CART_LINE_LIMIT':
    case 'CART_FULL':
      return { title: errorText(error) };
    default:
      return undefined;
  }
}

/**
 * Why a cart change failed, in the shopper's language, for the description under the spec's 'Failed to ...' title.
 * A line gone from the cart is 'no longer' in it; anything else is the error translator's.
 */
export function cartErrorText(error: unknown, t: TFunction, errorText: ErrorText): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'CART_ITEM_NOT_FOUND') return t('errors.notInCart');
  return errorText(error);
}
