// Contract-shaped answers of the catalogue API for component tests (the network is what the tests replace).
import type { Brand, Category, StockItem } from '@shop/contract';

export const ok = <T>(data: T) => ({ body: { status: true, message: 'OK', data } });

export const notFound = (message = 'Not found.') => ({ status: 404, body: { status: false, message, code: 'NOT_FOUND' } });

export const serverError = () => ({ status: 500, body: { status: false, message: 'Server error. Please try again later.', code: 'INTERNAL' } });

export const category = (id: number, name: string, featured = true): Category => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: `All about ${name}.`,
  image: `/media/categories/${id}.svg`,
  featured,
});

export const brand = (id: number, name: string, featured = false): Brand => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: `${name} makes good things.`,
  featured,
});

export const stockItem = (id: number, name: string, quantity = 10): StockItem => ({
  id,
  quantity,
  selling_price: { amount: '45.00', currency: 'GHS' },
  discount_percentage: 0,
  discounted_price: { amount: '45.00', currency: 'GHS' },
  weight: 0.5,
  sku: `SKU-${id}`,
  moq: 1,
  free_delivery: false,
  store: { name: 'Kumasi Crafts' },
  product: { name, description: `${name}, made in Ghana.`, image: `/media/products/${id}.svg`, media: [] },
  variant: { id, attribute_value: [] },
  rating: { average: null, count: 0 },
});

export const stockPage = (items: StockItem[], { page = 1, pageSize = 24, count = items.length } = {}) => ({
  body: {
    status: true,
    message: 'OK',
    data: items,
    count,
    total_pages: Math.ceil(count / pageSize),
    page,
    page_size: pageSize,
  },
});
