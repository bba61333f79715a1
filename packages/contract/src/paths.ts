// Paths of the calls, relative to API_BASE, with the spec's trailing slashes. Free of zod, so the web bundle stays small.

export const CATALOG_PATHS = {
  brands: '/brand/',
  brand: (id: string | number) => `/brand/${id}/`,
  categories: '/product-category/',
  category: (id: string | number) => `/product-category/${id}/`,
  stores: '/store/',
  stock: '/stock/',
  stockItem: (id: string | number) => `/stock/${id}/`,
  stockVariants: (id: string | number) => `/stock/${id}/variants/`,
} as const;
