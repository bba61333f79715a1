// The orders of every customer (issue 16): the list with its search and filters, one order's page with its moves, and
// its packing slip for printing.
export { OrdersPage } from './components/orders-page';
export { OrderPage } from './components/order-page';
export { PackingSlipPage } from './components/packing-slip-page';
export { OrdersTable } from './components/orders-table';
export { ORDERS_PATH } from './order-paths';
