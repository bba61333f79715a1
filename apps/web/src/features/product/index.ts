export { ProductDetail } from './components/product-detail';
