// The attempt being paid, kept for the tab (sessionStorage) so that a reload while it is pending asks the server for it
// again instead of forgetting it. Only the reference and the order: the status is always the server's.

const KEY = 'pendingPayment';

export interface PendingPayment {
  reference: string;
  orderId: string;
}

export function storePendingPayment(pending: PendingPayment) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, full): the payment goes on, only a reload forgets it.
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingPayment> | null;
    return typeof value?.reference === 'string' && typeof value.orderId === 'string' ? { reference: value.reference, orderId: value.orderId } : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
