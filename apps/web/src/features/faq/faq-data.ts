// The questions of the FAQ page, grouped by category. Their texts live in the `faq` namespace as
// `items.<id>.question` and `items.<id>.answer` (every language has the same ids); the order here is the order shown.

export const FAQ_CATEGORIES = ['orders', 'delivery', 'returns', 'account', 'products'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_ITEMS = [
  { id: 'paymentMethods', category: 'orders' },
  { id: 'mobileMoney', category: 'orders' },
  { id: 'securePayment', category: 'orders' },
  { id: 'currencies', category: 'orders' },
  { id: 'changeOrder', category: 'orders' },
  { id: 'trackOrder', category: 'orders' },
  { id: 'regions', category: 'delivery' },
  { id: 'deliveryOptions', category: 'delivery' },
  { id: 'pickup', category: 'delivery' },
  { id: 'international', category: 'delivery' },
  { id: 'missedDelivery', category: 'delivery' },
  { id: 'returnPolicy', category: 'returns' },
  { id: 'startReturn', category: 'returns' },
  { id: 'defectiveItem', category: 'returns' },
  { id: 'refundTimes', category: 'returns' },
  { id: 'createAccount', category: 'account' },
  { id: 'forgotPassword', category: 'account' },
  { id: 'supportHours', category: 'account' },
  { id: 'authentic', category: 'products' },
  { id: 'findProducts', category: 'products' },
] as const satisfies readonly { id: string; category: FaqCategory }[];

export type FaqId = (typeof FAQ_ITEMS)[number]['id'];
