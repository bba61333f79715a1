import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { callAdmin } from '../../../lib/admin-client';
import { productsQueryOf, type ProductFilters } from '../product-filters';

// The catalogue's calls (admins only): brands, categories and stores (each a whole list, hidden ones too), the products
// (a page at a time) and one product with its stock items. A write answers the row as it now is; an item's write
// answers its whole product, which replaces the one shown.

const CATALOGUE = 'catalogue';
const BRANDS = [CATALOGUE, 'brands'] as const;
const CATEGORIES = [CATALOGUE, 'categories'] as const;
const STORES = [CATALOGUE, 'stores'] as const;
const PRODUCTS = [CATALOGUE, 'products'] as const;
const productKey = (id: number) => [CATALOGUE, 'product', id] as const;
/** The stock desk's lists (features/stock): an item's price or SKU changed here shows there. */
const STOCK = ['stock'] as const;

export const brandsQuery = () =>
  queryOptions({ queryKey: BRANDS, queryFn: ({ signal }) => callAdmin('catalogueBrands', { signal }), select: (answer) => answer.data });

export const categoriesQuery = () =>
  queryOptions({ queryKey: CATEGORIES, queryFn: ({ signal }) => callAdmin('catalogueCategories', { signal }), select: (answer) => answer.data });

export const storesQuery = () =>
  queryOptions({ queryKey: STORES, queryFn: ({ signal }) => callAdmin('catalogueStores', { signal }), select: (answer) => answer.data });

/** A page of products with this search; the page shown stays while the next one loads. */
export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...PRODUCTS, filters],
    queryFn: ({ signal }) => callAdmin('catalogueProducts', { query: productsQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKey(id),
    queryFn: async ({ signal }) => (await callAdmin('catalogueProduct', { params: { id }, signal })).data,
  });

/** A brand, category or store added or changed: its list (with the counts) is fetched again, and so are the products. */
const listChanged = (queryClient: QueryClient, list: readonly string[]) => {
  void queryClient.invalidateQueries({ queryKey: PRODUCTS });
  return queryClient.invalidateQueries({ queryKey: list });
};

export const createBrandMutation = (queryClient: QueryClient) => ({
  mutationFn: async (brand: AdminBodyOf<'catalogueBrandCreate'>) => (await callAdmin('catalogueBrandCreate', { body: brand })).data,
  onSuccess: () => listChanged(queryClient, BRANDS),
});
export const updateBrandMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, change }: { id: number; change: AdminBodyOf<'catalogueBrandUpdate'> }) =>
    (await callAdmin('catalogueBrandUpdate', { params: { id }, body: change })).data,
  onSuccess: () => listChanged(queryClient, BRANDS),
});

export const createCategoryMutation = (queryClient: QueryClient) => ({
  mutationFn: async (category: AdminBodyOf<'catalogueCategoryCreate'>) => (await callAdmin('catalogueCategoryCreate', { body: category })).data,
  onSuccess: () => listChanged(queryClient, CATEGORIES),
});
export const updateCategoryMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, change }: { id: number; change: AdminBodyOf<'catalogueCategoryUpdate'> }) =>
    (await callAdmin('catalogueCategoryUpdate', { params: { id }, body: change })).data,
  onSuccess: () => listChanged(queryClient, CATEGORIES),
});

export const createStoreMutation = (queryClient: QueryClient) => ({
  mutationFn: async (store: AdminBodyOf<'catalogueStoreCreate'>) => (await callAdmin('catalogueStoreCreate', { body: store })).data,
  onSuccess: () => listChanged(queryClient, STORES),
});
export const updateStoreMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, change }: { id: number; change: AdminBodyOf<'catalogueStoreUpdate'> }) =>
    (await callAdmin('catalogueStoreUpdate', { params: { id }, body: change })).data,
  onSuccess: () => listChanged(queryClient, STORES),
});

/** The product the server answered is the one shown; the lists that count or name it are fetched again. */
function showProduct(queryClient: QueryClient, product: AdminProduct) {
  queryClient.setQueryData(productKey(product.id), product);
  void queryClient.invalidateQueries({ queryKey: PRODUCTS });
  void queryClient.invalidateQueries({ queryKey: STOCK });
  void queryClient.invalidateQueries({ queryKey: BRANDS });
  void queryClient.invalidateQueries({ queryKey: CATEGORIES });
  void queryClient.invalidateQueries({ queryKey: STORES });
}

export const createProductMutation = (queryClient: QueryClient) => ({
  mutationFn: async (product: AdminBodyOf<'catalogueProductCreate'>) => (await callAdmin('catalogueProductCreate', { body: product })).data,
  onSuccess: (product: AdminProduct) => showProduct(queryClient, product),
});
export const updateProductMutation = (queryClient: QueryClient, id: number) => ({
  mutationFn: async (change: AdminBodyOf<'catalogueProductUpdate'>) => (await callAdmin('catalogueProductUpdate', { params: { id }, body: change })).data,
  onSuccess: (product: AdminProduct) => showProduct(queryClient, product),
});

/** A new stock item of the product (its store, options, first quantity); answered with the whole product. */
export const createItemMutation = (queryClient: QueryClient, productId: number) => ({
  mutationFn: async (item: AdminBodyOf<'catalogueItemCreate'>) => (await callAdmin('catalogueItemCreate', { params: { id: productId }, body: item })).data,
  onSuccess: (product: AdminProduct) => showProduct(queryClient, product),
});
/** A stock item's SKU, price, terms or hiding changed (never its quantity: that is the stock desk's, with a reason). */
export const updateItemMutation = (queryClient: QueryClient, itemId: number) => ({
  mutationFn: async (change: AdminBodyOf<'catalogueItemUpdate'>) => (await callAdmin('catalogueItemUpdate', { params: { id: itemId }, body: change })).data,
  onSuccess: (product: AdminProduct) => showProduct(queryClient, product),
});
