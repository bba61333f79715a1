// Where the customers' pages are (app/router.tsx draws them there).

export const CUSTOMERS_PATH = '/admin/customers';
export const customerPath = (id: number) => `${CUSTOMERS_PATH}/${id}`;
