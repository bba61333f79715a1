import type { StockItem } from '@shop/contract';

type Overrides = Partial<Omit<StockItem, 'product' | 'variant'>> & {
  product?: Partial<StockItem['product']>;
  attributes?: Record<string, string>;
};

let nextValueId = 1;

/** A contract-shaped stock item for component tests. */
export function stockItem({ product, attributes = {}, ...rest }: Overrides = {}): StockItem {
  const id = rest.id ?? 1;
  return {
    id,
    quantity: 10,
    selling_price: { amount: '45.00', currency: 'GHS' },
    discount_percentage: 0,
    weight: 0.29,
    sku: `SKU-${id}`,
    moq: 1,
    free_delivery: false,
    store: { name: 'Tamale Shea Collective' },
    product: {
      name: 'Raw Shea Butter',
      description: 'Unrefined shea butter from northern Ghana.',
      image: '/media/products/shea-1.svg',
      media: [{ image: '/media/products/shea-2.svg' }, { image: '/media/products/shea-3.svg' }],
      ...product,
    },
    variant: {
      id: 100 + id,
      attribute_value: Object.entries(attributes).map(([name, value]) => ({ id: nextValueId++, value, attribute: { name } })),
    },
    ...rest,
  };
}

export const ok = (data: unknown) => ({ body: { status: true, message: 'OK', data } });
