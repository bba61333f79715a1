import type { Cart, CartQuote } from '@shop/contract';
import { formatMinor, parseAmount } from '@shop/contract/money';
import { unitMinor, type GuestCartLine } from './guest-cart';

// One shape for both carts, so the panel and the page draw them alike. Money is in cedi minor units (pesewas);
// the display currency is applied when it is shown.

export interface CartViewLine {
  /** The stock id: the product page's id, and what the cart calls name as `stock`. */
  stockId: number;
  /** The server line's id (`order_item`); guest lines have none. */
  lineId?: number;
  name: string;
  image: string;
  /** Such as "Colour: Red", from the variant's attributes. */
  options: { name: string; value: string }[];
  quantity: number;
  /** The fewest that can be ordered (at least 1) and, when known, how many are in stock now. */
  minimum: number;
  available?: number;
  unitMinor: number;
  totalMinor: number;
}

export type CartTotals =
  { kind: 'server'; subTotal: number; discount: number; tax: number; taxRate: number; total: number } | { kind: 'guest'; estimatedTotal: number };

export function serverLines(cart: Pick<Cart, 'order_item'>): CartViewLine[] {
  return cart.order_item.map((line) => ({
    stockId: line.product.id,
    lineId: line.id,
    name: line.product.name,
    image: line.product.image,
    options: line.product.attributes,
    quantity: line.quantity,
    minimum: Math.max(1, line.product.moq),
    available: line.product.available,
    unitMinor: parseAmount(line.price.amount),
    totalMinor: parseAmount(line.total.amount),
  }));
}

/** The order's figures the server computed: a customer's cart, or a guest cart's quote. */
export function serverTotals(cart: Pick<Cart, 'sub_total' | 'discount_allowed' | 'tax' | 'tax_rate' | 'total'>): CartTotals {
  return {
    kind: 'server',
    subTotal: parseAmount(cart.sub_total.amount),
    discount: parseAmount(cart.discount_allowed.amount),
    tax: parseAmount(cart.tax.amount),
    taxRate: cart.tax_rate,
    total: parseAmount(cart.total.amount),
  };
}

const isOption = (option: unknown): option is { name: string; value: string } =>
  !!option && typeof (option as { name?: unknown }).name === 'string' && typeof (option as { value?: unknown }).value === 'string';

/** The variant's options stored with a guest line; a line stored before them, or edited by hand, has none. */
const guestOptions = (line: GuestCartLine) =>
  Array.isArray(line.product.attributes) ? line.product.attributes.filter(isOption).map(({ name, value }) => ({ name, value })) : [];

/**
 * The guest cart's lines. Their options are named as the server's quote names them once it has come, in the
 * shopper's language now; until then (or offline) as they were stored, in the language of the day they were added.
 */
export function guestLines(lines: GuestCartLine[], quote?: Pick<CartQuote, 'order_item'>): CartViewLine[] {
  const quoted = new Map(quote?.order_item.map((line) => [line.product.id, line.product.attributes]));
  return lines.map((line) => ({
    stockId: line.product.id,
    name: line.product.name,
    image: line.product.image,
    options: quoted.get(line.product.id) ?? guestOptions(line),
    quantity: line.quantity,
    minimum: Math.max(1, line.product.moq ?? 1),
    ...(line.product.available !== undefined ? { available: line.product.available } : {}),
    unitMinor: unitMinor(line),
    totalMinor: unitMinor(line) * line.quantity,
  }));
}

/**
 * The guest's estimate: the local prices (after discounts) times the quantities, shown only until the server's quote
 * of the same lines arrives (or when it cannot be had, offline).
 */
export const guestTotals = (lines: GuestCartLine[]): CartTotals => ({
  kind: 'guest',
  estimatedTotal: lines.reduce((sum, line) => sum + unitMinor(line) * line.quantity, 0),
});

/**
 * The cart as the shopper expects it right after changing a line's quantity, shown until the server's answer
 * replaces it: the line's quantity and its total follow; the order's figures wait for the server.
 */
export function withQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  return withLines(
    cart,
    cart.order_item.map((line) =>
      line.id === lineId ? { ...line, quantity, total: { ...line.total, amount: formatMinor(parseAmount(line.price.amount) * quantity) } } : line,
    ),
  );
}

export const withoutLine = (cart: Cart, lineId: number): Cart =>
  withLines(
    cart,
    cart.order_item.filter((line) => line.id !== lineId),
  );

function withLines(cart: Cart, lines: Cart['order_item']): Cart {
  return { ...cart, order_item: lines, item_count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}
