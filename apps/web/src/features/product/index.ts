export { ProductDetail } from './components/product-detail';
export { NotFoundContent } from './components/not-found-content';
export { useAddToCart, type AddToCartInput } from './use-add-to-cart';
