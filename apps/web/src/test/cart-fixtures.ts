import type { Cart, CartLine } from '@shop/contract';
import { formatMinor, parseAmount } from '@shop/contract/money';

// Server-cart answers for component tests, shaped as the contract says. The figures are whatever a test gives;
// by default no discount and no tax, so the totals are plain sums of the lines.

export function cartLine(overrides: Partial<Omit<CartLine, 'product'>> & { product?: Partial<CartLine['product']> } = {}): CartLine {
  const { product, ...rest } = overrides;
  const id = rest.id ?? 1;
  const quantity = rest.quantity ?? 1;
  const price = rest.price ?? { amount: '45.00', currency: 'GHS' };
  return {
    id,
    quantity,
    price,
    total: { amount: formatMinor(parseAmount(price.amount) * quantity), currency: 'GHS' },
    discount_percentage: 0,
    ...rest,
    product: {
      id: 100 + id,
      name: `Product ${id}`,
      image: `/media/products/p-${id}.svg`,
      weight: 0.5,
      sku: `SKU-${id}`,
      moq: 1,
      available: 10,
      attributes: [],
      ...product,
    },
  };
}

const ghs = (minor: number) => ({ amount: formatMinor(minor), currency: 'GHS' as const });

export function cartOf(lines: CartLine[], figures: { discount?: number; tax?: number; taxRate?: number } = {}): Cart {
  const subTotal = lines.reduce((sum, line) => sum + parseAmount(line.total.amount), 0);
  const discount = figures.discount ?? 0;
  const tax = figures.tax ?? 0;
  return {
    customer: 42,
    order_item: lines,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    sub_total: ghs(subTotal),
    discount_allowed: ghs(discount),
    tax: ghs(tax),
    tax_rate: figures.taxRate ?? 0,
    total: ghs(subTotal - discount + tax),
  };
}
