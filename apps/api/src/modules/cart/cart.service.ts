import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES, formatMinor, type Cart, type CartQuote, type LanguageCode, type Money } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { priceCart, taxRateBasisPoints, type CartFigures } from './cart-pricing.js';
import { createStockRepo } from '../catalogue/stock.repo.js';
import { optionIn, picturesOf } from '../catalogue/stock.service.js';
import { createCartRepo, type AddState, type CartRepo } from './cart.repo.js';

export const CART_MESSAGES = {
  retrieved: 'Cart retrieved',
  added: 'Added to cart',
  updated: 'Cart updated',
  removed: 'Item removed',
  merged: 'Cart merged',
} as const;

/** The shop charges in cedis: every figure of the cart is GHS whatever display currency the request names. */
const money = (minor: number): Money => ({ amount: formatMinor(minor), currency: 'GHS' });

const minimumOrder = (moq: number) => new AppError('BELOW_MINIMUM_ORDER', { moq });
const onlyAvailable = (available: number, inCart = 0) => new AppError('NOT_ENOUGH_STOCK', { available, in_cart: inCart });

/** Why the database refused an add, from the state read just after; undefined when nothing forbids it (any more). */
export function addRefusal(state: AddState, quantity: number): AppError | undefined {
  const { stock, inCart, hasLine, lineCount } = state;
  if (!stock) return new AppError('PRODUCT_NOT_FOUND');
  if (stock.quantity === 0) return new AppError('OUT_OF_STOCK');
  if (inCart + quantity > stock.quantity) return onlyAvailable(stock.quantity, inCart);
  if (inCart + quantity > CART_LINE_MAX_QUANTITY) return new AppError('CART_LINE_LIMIT', { max: CART_LINE_MAX_QUANTITY, in_cart: inCart });
  if (inCart + quantity < stock.moq) return minimumOrder(stock.moq);
  if (!hasLine && lineCount >= CART_MAX_LINES) return new AppError('CART_FULL');
  return undefined;
}

/** The same item twice in a guest cart counts once, with the quantities summed (at most one line's maximum). */
function summedByStock(items: { stock: number; quantity: number }[]): Map<number, number> {
  const byStock = new Map<number, number>();
  for (const { stock, quantity } of items) byStock.set(stock, Math.min((byStock.get(stock) ?? 0) + quantity, CART_LINE_MAX_QUANTITY));
  return byStock;
}

/** A key alone never reads or changes a customer's data: the customer named must be the token's own (403 otherwise). */
export function ownCustomer(tokenCustomerId: number, named: number | undefined): number {
  if (named !== undefined && named !== tokenCustomerId) throw new AppError('FORBIDDEN');
  return tokenCustomerId;
}

/** A customer's cart as GET /cart/ answers it, with its figures in pesewas for whoever prices on top of it (the checkout). */
export interface PricedCart {
  cart: CartQuote;
  figures: Omit<CartFigures, 'lines'>;
  /** Each line's unit price, total before the discount and discount, in pesewas, in the order of cart.order_item. */
  lines: { unitPriceMinor: number; totalMinor: number; discountMinor: number }[];
}

type StockRow = Awaited<ReturnType<CartRepo['stockRows']>>[number];

export interface CartDeps {
  db: Executor;
  /** Percent, such as 15 or 12.5. */
  taxRatePercent: number;
}

export function createCartService({ db, taxRatePercent }: CartDeps) {
  const repo = createCartRepo(db);
  // The variants' options (Colour: Red, Size: M) and pictures as the catalogue reads them for its own answers.
  const catalogue = createStockRepo(db);
  const taxBasisPoints = taxRateBasisPoints(taxRatePercent);

  const own = ownCustomer;

  /**
   * Lines of a cart, with every figure computed here from the current prices, options in `language`: a customer's
   * cart and a guest's quote.
   */
  async function present(rows: (StockRow & { id: number; quantity: number })[], language: LanguageCode): Promise<PricedCart> {
    const variantIds = [...new Set(rows.map((r) => r.variantId))];
    const [attrs, variantMedia] = await Promise.all([catalogue.attributesOf(variantIds), catalogue.variantMediaOf(variantIds)]);
    const figures = priceCart(
      rows.map((r) => ({ unitPriceMinor: r.priceMinor, quantity: r.quantity, discountPercentage: r.discountPercentage })),
      taxBasisPoints,
    );
    const cart: CartQuote = {
      order_item: rows.map((r, i) => ({
        id: r.id,
        quantity: r.quantity,
        price: money(r.priceMinor),
        total: money(figures.lines[i]!.totalMinor),
        discount_percentage: r.discountPercentage,
        product: {
          id: r.stockId,
          name: r.productName,
          image: picturesOf(
            variantMedia.filter((m) => m.variantId === r.variantId).map((m) => m.image),
            r.productImage,
            [],
          ).image,
          weight: r.weightGrams / 1000,
          sku: r.sku,
          moq: r.moq,
          available: r.available,
          attributes: attrs
            .filter((a) => a.variantId === r.variantId)
            .map((a) => optionIn(a, language))
            .map(({ name, value }) => ({ name, value })),
        },
      })),
      item_count: rows.reduce((n, r) => n + r.quantity, 0),
      sub_total: money(figures.subTotalMinor),
      discount_allowed: money(figures.discountMinor),
      tax: money(figures.taxMinor),
      tax_rate: taxBasisPoints / 100,
      total: money(figures.totalMinor),
    };
    const { subTotalMinor, discountMinor, taxMinor, totalMinor } = figures;
    const lines = rows.map((r, i) => ({ unitPriceMinor: r.priceMinor, ...figures.lines[i]! }));
    return { cart, figures: { subTotalMinor, discountMinor, taxMinor, totalMinor }, lines };
  }

  /** The customer's cart priced now: current prices, names and stock. */
  const priced = async (customerId: number, language: LanguageCode): Promise<PricedCart> => present(await repo.linesOf(customerId), language);

  /** The cart as it is now: current prices, names and stock. */
  const read = async (customerId: number, language: LanguageCode): Promise<Cart> => ({
    customer: customerId,
    ...(await priced(customerId, language)).cart,
  });

  return {
    get: (tokenCustomerId: number, named: number, language: LanguageCode) => read(own(tokenCustomerId, named), language),

    /**
     * The customer's cart exactly as GET /cart/ prices it, with its figures in pesewas: the checkout prices delivery on
     * top of it, so checkout and cart never disagree. No ownership check: the caller has made it.
     */
    priced,

    /**
     * Empties the customer's cart: the checkout does it in the transaction that places the order from it (build this
     * service on that transaction). No ownership check: the caller has made it.
     */
    clear: (customerId: number) => repo.clear(customerId),

    async add(
      tokenCustomerId: number,
      input: { customer: number; stock: number; quantity: number; variant_attribute?: number | null },
      language: LanguageCode,
    ) {
      const customerId = own(tokenCustomerId, input.customer);
      if (input.variant_attribute != null) {
        const variantId = await repo.stockVariant(input.stock);
        if (variantId === undefined) throw new AppError('PRODUCT_NOT_FOUND');
        if (variantId !== input.variant_attribute) throw fieldError('variant_attribute', 'VARIANT_MISMATCH');
      }
      // The write decides; the read after it only says why it was refused. When that read finds nothing wrong,
      // the cart changed in between (a line removed meanwhile, say): try again.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await repo.addAtomically(customerId, input.stock, input.quantity)) return read(customerId, language);
        const refusal = addRefusal(await repo.addState(customerId, input.stock), input.quantity);
        if (refusal) throw refusal;
      }
      throw new AppError('CART_CHANGED');
    },

    async update(tokenCustomerId: number, input: { customer: number; stock: number; quantity: number }, language: LanguageCode) {
      const customerId = own(tokenCustomerId, input.customer);
      if (await repo.setQuantity(customerId, input.stock, input.quantity)) return read(customerId, language);
      const line = await repo.lineWithStock(customerId, input.stock);
      if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
      if (line.available === 0) throw new AppError('OUT_OF_STOCK');
      if (input.quantity > line.available) throw onlyAvailable(line.available);
      if (input.quantity < line.moq) throw minimumOrder(line.moq);
      // Refused, yet nothing forbids it now (the stock changed in between): one more try.
      if (await repo.setQuantity(customerId, input.stock, input.quantity)) return read(customerId, language);
      throw new AppError('CART_ITEM_CHANGED');
    },

    async remove(tokenCustomerId: number, input: { order_item: number; customer?: number | undefined }, language: LanguageCode) {
      const customerId = own(tokenCustomerId, input.customer);
      // Another cart's line id gets the same 404 as a line that does not exist: it says nothing about other carts.
      if (!(await repo.removeLine(customerId, input.order_item))) throw new AppError('CART_ITEM_NOT_FOUND');
      return read(customerId, language);
    },

    /**
     * What a guest cart costs, by the same rules and prices as a customer's cart (nothing is stored): the same item
     * twice counts once with the quantities summed; unknown items are left out; each line's id is its stock item's.
     */
    async quote(input: { items: { stock: number; quantity: number }[] }, language: LanguageCode): Promise<CartQuote> {
      const quantities = summedByStock(input.items);
      const rows = await repo.stockRows([...quantities.keys()]);
      const byId = new Map(rows.map((r) => [r.stockId, r]));
      const lines = [...quantities].flatMap(([stock, quantity]) => {
        const row = byId.get(stock);
        return row ? [{ ...row, id: stock, quantity }] : [];
      });
      return (await present(lines, language)).cart;
    },

    /**
     * The guest cart joins the customer's cart at login, in one transaction. It never fails for stock reasons:
     * each line is capped by the stock, raised to moq where the stock allows, or left out.
     */
    async merge(tokenCustomerId: number, input: { customer: number; items: { stock: number; quantity: number }[] }, language: LanguageCode) {
      const customerId = own(tokenCustomerId, input.customer);
      // Lines are written in stock-id order, so two merges of one customer lock them in the same order (no deadlock).
      const items = [...summedByStock(input.items)].sort(([a], [b]) => a - b);
      if (items.length) {
        await inTransaction(db, async (tx) => {
          const txCart = createCartRepo(tx);
          for (const [stock, quantity] of items) await txCart.mergeLine(customerId, stock, quantity);
        });
      }
      return read(customerId, language);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
