// Where the catalogue's pages are (app/router.tsx draws them there; app/paths.ts lists them among the admins' own).

export const PRODUCTS_PATH = '/admin/products';
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;
export const BRANDS_PATH = '/admin/brands';
export const CATEGORIES_PATH = '/admin/categories';
export const STORES_PATH = '/admin/stores';
export const CATALOGUE_CSV_PATH = '/admin/catalogue-csv';
