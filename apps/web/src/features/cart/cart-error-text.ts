import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import type { ErrorText } from '@/lib/use-error-text';

/** What the shopper knows about the item a refused change was about, for the figures of the message. */
export interface StockFigures {
  available?: number | undefined;
  moq?: number | undefined;
}

/**
 * Why a cart change was refused, in the shopper's language, by the refusal's code and figures. The stock rules
 * keep the cart's own wording ('Only 3 available.', counted): the figure is the server's (params), else what the
 * shopper was shown. A line gone from the cart is 'no longer' in it. Anything else is the error translator's.
 */
export function cartErrorText(error: unknown, t: TFunction<'cart'>, errorText: ErrorText, figures: StockFigures = {}): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const figure = (name: keyof StockFigures) => {
    const value = error.params?.[name];
    return typeof value === 'number' ? value : figures[name];
  };
  const available = figure('available');
  const moq = figure('moq');
  if (error.code === 'NOT_ENOUGH_STOCK' && available !== undefined) return t('errors.notEnoughStock', { count: available });
  if (error.code === 'BELOW_MINIMUM_ORDER' && moq !== undefined) return t('errors.belowMinimum', { count: moq });
  if (error.code === 'CART_ITEM_NOT_FOUND') return t('errors.notInCart');
  return errorText(error);
}
