// The checkout and the order confirmation (spec part 2 section 2; issue 11): lazy pages, loaded by their routes.
export { CheckoutPage } from './components/checkout-page';
export { OrderConfirmationPage } from './components/order-confirmation-page';
// The page the server sends first for /checkout (app/layout/page-shell.tsx).
export { CheckoutWaiting } from './components/checkout-waiting';
