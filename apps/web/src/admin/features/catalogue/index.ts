// The catalogue (issue 16, admins only): products with their stock items, brands, categories and stores (added,
// changed, hidden), and the whole catalogue as a CSV file, downloaded and imported.
export { ProductsPage } from './components/products-page';
export { NewProductPage } from './components/new-product-page';
export { ProductPage } from './components/product-page';
export { BrandsPage } from './components/brands-page';
export { CategoriesPage } from './components/categories-page';
export { StoresPage } from './components/stores-page';
export { CatalogueCsvPage } from './components/catalogue-csv-page';
export { BRANDS_PATH, CATALOGUE_CSV_PATH, CATEGORIES_PATH, NEW_PRODUCT_PATH, PRODUCTS_PATH, STORES_PATH } from './catalogue-paths';
