import { pickupStoreById } from '@shop/contract/delivery';
import type { OrderTracking } from '@shop/contract/my-orders-answers';
import type { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

// An order's tracking view (issue 13; the spec's 'Track Order' opened a carrier's page we do not have): its status
// history, where it goes as the customer gave it when ordering, or the store it is collected from, and when.

interface Contact {
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  address?: string;
  address_2?: string;
}

type HistoryRow = Awaited<ReturnType<OrdersRepo['historyOf']>>[number];

export function trackingAnswer(order: OrderRow, history: HistoryRow[]): OrderTracking {
  const to = (order.addresses as { delivery_address?: Contact }).delivery_address;
  const store = order.pickupStoreId != null ? pickupStoreById(order.pickupStoreId) : undefined;
  return {
    order_id: order.orderNumber,
    status: order.status as OrderStatus,
    payment_status: order.paymentStatus as PaymentStatus,
    created_at: order.createdAt.toISOString(),
    delivery_option: order.deliveryMethod as OrderTracking['delivery_option'],
    expected: { from: order.expectedFrom, by: order.expectedBy },
    timeline: history.map((h) => ({
      status: h.status as OrderStatus,
      payment_status: h.paymentStatus as PaymentStatus,
      at: h.createdAt.toISOString(),
      note: h.note,
    })),
    delivery_address:
      order.deliveryMethod === 'Deliver'
        ? {
            name: `${to?.first_name ?? ''} ${to?.last_name ?? ''}`.trim(),
            phone_number: to?.phone_number ?? '',
            address: to?.address ?? '',
            address_2: to?.address_2 ?? '',
            place: order.deliveryPlaceName ?? '',
            region: order.deliveryRegion ?? '',
          }
        : null,
    pickup_store: store ? { ...store, hours: { ...store.hours }, coordinates: { ...store.coordinates } } : null,
  };
}
