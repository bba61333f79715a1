export * from './api/catalog-queries';
export { ProductCard } from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { ProductImage } from './components/product-image';
export { Stars } from './components/stars';
