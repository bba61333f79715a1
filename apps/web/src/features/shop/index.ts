export { ShopCatalog } from './components/shop-catalog';
export { useShopParams } from './hooks/use-shop-params';
export * from './shop-params';
