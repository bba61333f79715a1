// My Orders (spec part 2 section 2; the foundation issue 13 extends): a lazy page, loaded by its route.
export { OrdersPage } from './components/orders-page';
