// Where the orders' pages are (app/router.tsx draws them there).

export const ORDERS_PATH = '/admin/orders';
export const orderPath = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
/** The order's packing slip, a page made for printing. */
export const orderSlipPath = (orderId: string) => `${orderPath(orderId)}/slip`;
