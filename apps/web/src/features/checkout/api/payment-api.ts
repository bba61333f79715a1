import type { BodyOf } from '@shop/contract/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/constants';
import { callApi } from '@/lib/api-client';

// The calls of paying online (issue 12, decision 21): the state of one attempt, verified by the server with the
// provider, and another attempt at an order still awaiting payment.

/** One attempt as the server knows it now (it asks the provider first while the attempt is pending). */
export const fetchPayment = async (customerId: number, reference: string, signal?: AbortSignal) =>
  (await callApi('payment', { params: { reference }, query: { customer_id: customerId }, ...(signal ? { signal } : {}) })).data;

/** Pays the same order again (after a decline or a cancelled page); a new key for every try. */
export const payAgain = async (customerId: number, orderId: string, body: BodyOf<'payAgain'>, idempotencyKey: string) =>
  (
    await callApi('payAgain', {
      params: { order_id: orderId },
      query: { customer_id: customerId },
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
  ).data;
