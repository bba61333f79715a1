// Where the orders' pages are (app/router.tsx draws them there).

export const ORDERS_PATH = '/admin/orders';
export const orderPath = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
