// The stock (issue 16): the items with the units free to sell, the low-stock list, changes by hand and their history.
export { StockPage } from './components/stock-page';
export { STOCK_PATH } from './stock-paths';
