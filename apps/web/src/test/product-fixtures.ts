import type { StockItem } from '@shop/contract';

type Overrides = Partial<Omit<StockItem, 'product' | 'variant'>> & {
  product?: Partial<StockItem['product']>;
  attributes?: Record<string, string>;
};

// One id per attribute and per option wherever they appear, as the API gives them: 'Colour' is one attribute,
// Colour 'Gold' one option, in every item of a test.
const ids = new Map<string, number>();
const idOf = (key: string) => ids.get(key) ?? ids.set(key, ids.size + 1).get(key)!;

/** What the server answers as `discounted_price`: the discount taken off, rounded half up to the pesewa. */
function discounted(price: StockItem['selling_price'], percent: number): StockItem['discounted_price'] {
  const minor = Math.round(Number(price.amount) * 100);
  const paid = minor - Math.floor((minor * percent + 50) / 100);
  return { amount: (paid / 100).toFixed(2), currency: price.currency };
}

/** A contract-shaped stock item for component tests. */
export function stockItem({ product, attributes = {}, ...rest }: Overrides = {}): StockItem {
  const id = rest.id ?? 1;
  const sellingPrice = rest.selling_price ?? { amount: '45.00', currency: 'GHS' };
  return {
    discounted_price: discounted(sellingPrice, rest.discount_percentage ?? 0),
    id,
    quantity: 10,
    selling_price: { amount: '45.00', currency: 'GHS' },
    discount_percentage: 0,
    weight: 0.29,
    sku: `SKU-${id}`,
    moq: 1,
    free_delivery: false,
    store: { name: 'Tamale Shea Collective' },
    rating: { average: null, count: 0 },
    product: {
      name: 'Raw Shea Butter',
      description: 'Unrefined shea butter from northern Ghana.',
      image: '/media/products/shea-1.svg',
      media: [{ image: '/media/products/shea-2.svg' }, { image: '/media/products/shea-3.svg' }],
      ...product,
    },
    variant: {
      id: 100 + id,
      attribute_value: Object.entries(attributes).map(([name, value]) => ({ id: idOf(`${name}=${value}`), value, attribute: { id: idOf(name), name } })),
    },
    ...rest,
  };
}

export const ok = (data: unknown) => ({ body: { status: true, message: 'OK', data } });
