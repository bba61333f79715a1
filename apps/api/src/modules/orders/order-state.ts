import type { DeliveryMethod, OrderStatus } from '@shop/contract/orders';

// The one table of how an order's status may move (DESIGN.md section 7, after Vendure's order state machine). The
// checkout, a customer's cancellation and the back office all ask it; a move not in it is refused with a clear
// message by the caller. Payment status moves apart from it (payments and refunds), each change with a history row.
//
//   Pending → Processing → Ready for Pickup ───────────────→ Completed
//                        → On Delivery | Shipped → Delivered → Completed
//   Pending, Processing, Ready for Pickup → Cancelled;  Delivered, Completed, Cancelled → Refunded

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Ready for Pickup', 'On Delivery', 'Shipped', 'Cancelled'],
  // Collected; or never collected and given up.
  'Ready for Pickup': ['Completed', 'Cancelled'],
  // A parcel sent with a carrier (Shipped) reaches the town's rider (On Delivery) or the door.
  Shipped: ['On Delivery', 'Delivered'],
  'On Delivery': ['Delivered'],
  // Completed once the return window has passed without a return; a return is refunded.
  Delivered: ['Completed', 'Refunded'],
  Completed: ['Refunded'],
  // A cancelled order that had been paid is refunded.
  Cancelled: ['Refunded'],
  Refunded: [],
};

/** Statuses that only one way of receiving an order can reach. */
const ONLY_FOR: Partial<Record<OrderStatus, DeliveryMethod>> = {
  'Ready for Pickup': 'Pickup',
  Shipped: 'Deliver',
  'On Delivery': 'Deliver',
  Delivered: 'Deliver',
};

/** Whether an order received by `method` may move from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): boolean {
  const only = ONLY_FOR[to];
  return NEXT[from].includes(to) && (only === undefined || only === method);
}

/** Where an order received by `method` may move next from `from`, in the table's order. */
export function nextStatuses(from: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  return NEXT[from].filter((to) => canMove(from, to, method));
}

/** The spec's window in which a customer's own cancellation is carried out at once (later it is a request). */
export const CUSTOMER_CANCEL_WINDOW_MS = 60 * 60 * 1000;

/** Whether the customer may still cancel an order themselves: Pending or Processing (spec), within the window. */
export function customerMayCancel(status: OrderStatus, placedAt: Date, now: Date): boolean {
  return (status === 'Pending' || status === 'Processing') && now.getTime() - placedAt.getTime() < CUSTOMER_CANCEL_WINDOW_MS;
}
