// Where the stock page is (app/router.tsx draws it there).

export const STOCK_PATH = '/admin/stock';
