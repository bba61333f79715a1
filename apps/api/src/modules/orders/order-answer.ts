import { formatMinor, type Money, type Order } from '@shop/contract';
import type { DeliveryOptionId } from '@shop/contract/delivery';
import type { DeliveryMethod, PaymentMethod, OrderStatus, PaymentStatus } from '@shop/contract/orders';
import type { CancellationRequestRow } from './cancellation-requests.repo.js';
import type { OrderItemRow, OrderRow } from './orders.repo.js';

// A placed order as the API answers it: everything from what was frozen when it was placed, nothing read again.

/** Pesewas as the wire's money. */
export const money = (minor: number, currency = 'GHS'): Money => ({ amount: formatMinor(minor), currency: currency as Money['currency'] });

/** `requests`: cancellation requests of these orders, newest first (the latest of each is answered). */
export function orderAnswer(row: OrderRow, items: OrderItemRow[], requests: readonly CancellationRequestRow[] = []): Order {
  const request = requests.find((r) => r.orderId === row.id);
  return {
    id: row.id,
    order_id: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    payment_method: row.paymentMethod as PaymentMethod,
    sub_total: money(row.subTotalMinor, row.currency),
    discount_allowed: money(row.discountMinor, row.currency),
    tax: money(row.taxMinor, row.currency),
    tax_rate: row.taxRateBasisPoints / 100,
    delivery_fee: money(row.deliveryFeeMinor, row.currency),
    total: money(row.totalMinor, row.currency),
    sale_point: 'Online',
    delivery_option: row.deliveryMethod as DeliveryMethod,
    delivery_speed: (row.deliveryOption as DeliveryOptionId | null) ?? null,
    delivery_location:
      row.deliveryPlaceId != null ? { id: row.deliveryPlaceId, name: row.deliveryPlaceName ?? '', parent_name: row.deliveryRegion ?? '' } : null,
    pickup_store: row.pickupStoreId != null ? { id: row.pickupStoreId, name: row.pickupStoreName ?? '' } : null,
    order_note: row.orderNote,
    expected: { from: row.expectedFrom, by: row.expectedBy },
    order_item: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        quantity: item.quantity,
        price: money(item.unitPriceMinor, row.currency),
        sub_total: money(item.subTotalMinor, row.currency),
        discount_percentage: item.discountPercentage,
        discount: money(item.discountMinor, row.currency),
        product: {
          id: item.stockId,
          name: item.productName,
          image: item.image,
          sku: item.sku,
          attributes: item.attributes as { name: string; value: string }[],
        },
      })),
    cancellation_request: request ? { status: request.status as 'open' | 'accepted' | 'refused', created_at: request.createdAt.toISOString() } : null,
  };
}
