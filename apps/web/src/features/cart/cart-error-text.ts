import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** What the shopper knows about the item a refused change was about, for the figures of the message. */
export interface StockFigures {
  available?: number | undefined;
  moq?: number | undefined;
}

/**
 * Why a cart change was refused, in the shopper's language: the server's stock rules are told apart by their
 * stable codes (their English messages carry the same figures). Anything else is the message as it came.
 */
export function cartErrorText(error: unknown, t: TFunction<'cart'>, figures: StockFigures = {}): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case 'OUT_OF_STOCK':
      return t('errors.outOfStock');
    case 'NOT_ENOUGH_STOCK':
      return figures.available !== undefined ? t('errors.notEnoughStock', { count: figures.available }) : error.message;
    case 'BELOW_MINIMUM_ORDER':
      return figures.moq !== undefined ? t('errors.belowMinimum', { count: figures.moq }) : error.message;
    case 'CART_FULL':
      return t('errors.cartFull');
    case 'CART_ITEM_NOT_FOUND':
      return t('errors.notInCart');
    default:
      return error.status === undefined ? t('errors.network') : error.message;
  }
}
