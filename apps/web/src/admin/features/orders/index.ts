// The orders of every customer (issue 16): the list with its search and filters, and one order's page with its moves.
export { OrdersPage } from './components/orders-page';
export { OrderPage } from './components/order-page';
export { ORDERS_PATH } from './order-paths';
