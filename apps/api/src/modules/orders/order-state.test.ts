import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { canMove, customerMayCancel, nextStatuses } from './order-state.js';

describe('the order status table', () => {
  it('moves a delivered order along Pending → Processing → On Delivery → Delivered → Completed', () => {
    const path: OrderStatus[] = ['Pending', 'Processing', 'On Delivery', 'Delivered', 'Completed'];
    for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!, 'Deliver'), `${path[i - 1]} → ${path[i]}`).toBe(true);
  });

  it('moves a picked-up order along Pending → Processing → Ready for Pickup → Completed', () => {
    expect(nextStatuses('Processing', 'Pickup')).toEqual(['Ready for Pickup', 'Cancelled']);
    expect(canMove('Ready for Pickup', 'Completed', 'Pickup')).toBe(true);
  });

  it('keeps pickup and delivery statuses apart', () => {
    expect(canMove('Processing', 'Ready for Pickup', 'Deliver')).toBe(false);
    expect(canMove('Processing', 'On Delivery', 'Pickup')).toBe(false);
    expect(canMove('Processing', 'Shipped', 'Pickup')).toBe(false);
    expect(nextStatuses('Processing', 'Deliver')).toEqual(['On Delivery', 'Shipped', 'Cancelled']);
  });

  it('refuses skipping steps, going back, and leaving Refunded', () => {
    expect(canMove('Pending', 'Delivered', 'Deliver')).toBe(false);
    expect(canMove('Pending', 'Completed', 'Pickup')).toBe(false);
    expect(canMove('Delivered', 'Processing', 'Deliver')).toBe(false);
    expect(canMove('Shipped', 'Cancelled', 'Deliver')).toBe(false);
    for (const to of ORDER_STATUSES) expect(canMove('Refunded', to, 'Deliver')).toBe(false);
  });

  it('never moves an order to the status it has', () => {
    for (const status of ORDER_STATUSES) for (const method of ['Deliver', 'Pickup'] as const) expect(canMove(status, status, method)).toBe(false);
  });

  it('refunds only what was delivered, completed or cancelled', () => {
    const refundable = ORDER_STATUSES.filter((from) => canMove(from, 'Refunded', 'Deliver') || canMove(from, 'Refunded', 'Pickup'));
    expect(refundable).toEqual(['Delivered', 'Completed', 'Cancelled']);
  });

  it('every status can be reached from Pending, by one way of receiving the order or the other', () => {
    const reached = new Set<OrderStatus>(['Pending']);
    for (const method of ['Deliver', 'Pickup'] as const) {
      const queue: OrderStatus[] = ['Pending'];
      const seen = new Set<OrderStatus>(queue);
      while (queue.length) {
        for (const next of nextStatuses(queue.shift()!, method)) {
          if (seen.has(next)) continue;
          seen.add(next);
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('a customer cancelling', () => {
  const placed = new Date('2026-11-23T09:00:00Z');
  const after = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);

  it('may cancel a Pending or Processing order within the hour', () => {
    expect(customerMayCancel('Pending', placed, after(0))).toBe(true);
    expect(customerMayCancel('Processing', placed, after(59))).toBe(true);
  });

  it('may not cancel after the hour, or once the order has moved on', () => {
    expect(customerMayCancel('Pending', placed, after(60))).toBe(false);
    expect(customerMayCancel('Ready for Pickup', placed, after(5))).toBe(false);
    expect(customerMayCancel('On Delivery', placed, after(5))).toBe(false);
  });
});
