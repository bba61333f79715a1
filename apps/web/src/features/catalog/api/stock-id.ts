/** A stock item id as the product page's URL carries it: a whole number from 1, no leading zero. */
export const isStockId = (id: string) => /^[1-9]\d{0,14}$/.test(id);
