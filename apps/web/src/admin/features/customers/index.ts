// The shop's customers (issue 16): found by name, email, phone or code; one customer's details and recent orders.
export { CustomersPage } from './components/customers-page';
export { CustomerPage } from './components/customer-page';
export { CUSTOMERS_PATH } from './customers-paths';
