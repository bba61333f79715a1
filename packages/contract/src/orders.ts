// Orders: their statuses, payment statuses and numbers (spec part 2 sections 3 and 4; DESIGN.md section 7).
// Zod-free, so the storefront imports it as `@shop/contract/orders`.

/** The spec's nine order statuses, in the order an order usually moves through them. */
export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Ready for Pickup',
  'On Delivery',
  'Shipped',
  'Delivered',
  'Completed',
  'Cancelled',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Whether the shop has the money, kept apart from the order's status (an order can be Processing and unpaid when it is
 * paid on delivery). `refund_due`: the shop owes a refund it could not make yet; never lost, a person settles it.
 */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Paid online through the payment provider (issue 12, decision 21). */
export const ONLINE_PAYMENT_METHODS = ['mobile_money', 'card', 'bank_transfer'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
/** How an order is paid: online, or on delivery (at the store for a pickup). */
export const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS, 'pay_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The three mobile-money networks of Ghana: MTN MoMo, Telecel Cash, AirtelTigo Money. */
export const MOBILE_NETWORKS = ['mtn', 'telecel', 'airteltigo'] as const;
export type MobileNetwork = (typeof MOBILE_NETWORKS)[number];

/** How the customer receives the order (the form's deliveryMethod), as the checkout update sends it (delivery_option). */
export const DELIVERY_METHODS = ['Deliver', 'Pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** An order number: AGH and six digits, made by the server and unique (the spec's form). */
export const ORDER_NUMBER_PATTERN = /^AGH\d{6}$/;
