// My Orders (spec part 2 section 2; the foundation issue 13 extends): a lazy page, loaded by its route, and My
// Account's Orders tab (loaded when the tab opens).
export { OrdersPage } from './components/orders-page';
export { RecentOrders } from './components/recent-orders';
