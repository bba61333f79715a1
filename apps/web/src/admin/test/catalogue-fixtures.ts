import type { AdminBrand, AdminCatalogueItem, AdminCategory, AdminProduct, AdminProductSummary, AdminStore } from '@shop/contract/admin';
import { ghs } from './admin-fixtures';

// The catalogue's answers as the API gives them (GET /catalogue/...), for the catalogue pages' tests.

export const BRANDS: AdminBrand[] = [
  { id: 1, slug: 'kente-weavers', name: 'Kente Weavers', description: 'Hand-woven in Bonwire', featured: true, hidden: false, products: 4 },
  { id: 2, slug: 'shea-co', name: 'Shea Co', description: '', featured: false, hidden: true, products: 1 },
];

export const CATEGORIES: AdminCategory[] = [
  { id: 3, slug: 'textiles', name: 'Textiles', description: '', image: 'categories/3.svg', featured: true, hidden: false, position: 1, products: 4 },
  { id: 4, slug: 'beauty', name: 'Beauty', description: '', image: '/uploads/beauty-600.webp', featured: false, hidden: false, position: 2, products: 1 },
];

export const STORES: AdminStore[] = [
  { id: 8, slug: 'accra-mall', name: 'Accra Mall', city: 'Accra', region: 'Greater Accra', hidden: false, items: 10 },
  { id: 9, slug: 'kumasi', name: 'Kumasi Store', city: 'Kumasi', region: 'Ashanti', hidden: false, items: 3 },
];

export function productSummaryOf(overrides: Partial<AdminProductSummary> = {}): AdminProductSummary {
  return {
    id: 5,
    slug: 'kente-scarf',
    name: 'Kente Scarf',
    image: '/uploads/kente-600.webp',
    brand: { id: 1, name: 'Kente Weavers' },
    category: { id: 3, name: 'Textiles' },
    featured: false,
    hidden: false,
    items: 2,
    ...overrides,
  };
}

export function catalogueItemOf(overrides: Partial<AdminCatalogueItem> = {}): AdminCatalogueItem {
  return {
    id: 31,
    sku: 'KENTE-M-RED',
    store: { id: 8, name: 'Accra Mall' },
    attributes: { Size: 'M', Colour: 'Red' },
    price: ghs('45.00'),
    discount_percentage: 10,
    quantity: 12,
    moq: 1,
    weight_grams: 250,
    free_delivery: false,
    hidden: false,
    listed: true,
    ...overrides,
  };
}

export function productOf(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return { ...productSummaryOf(), description: 'Woven by hand.', images: [], stock_items: [catalogueItemOf()], ...overrides };
}
