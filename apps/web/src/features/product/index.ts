export { ProductDetail } from './components/product-detail';
export { NotFoundContent } from './components/not-found-content';
