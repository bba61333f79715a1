import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import type { PaymentAttempt } from '@shop/contract/payments';
import { cartQueryKey } from '@/features/cart';
import { checkoutQueryKey } from './api/checkout-api';
import { fetchPayment } from './api/payment-api';
import { checkoutToast } from './checkout-toasts';
import { clearPendingPayment, readPendingPayment, storePendingPayment, type PendingPayment } from './pending-payment';
import { loadPaystack } from './paystack';

/** The status overlay's states (spec part 2 section 4); null: none shown. */
export type OverlayStatus = 'pending' | 'successful' | 'failed';

/** Spec part 2 section 9: 'Redirect delays: payment success 1.5 s'. */
export const SUCCESS_REDIRECT_MS = 1500;
/** How often a pending attempt is asked about while its page or the PENDING overlay is shown. */
export const PAYMENT_POLL_MS = 3000;

export interface PaymentStep {
  overlay: OverlayStatus | null;
  /** The failed attempt took money that will be given back (paid too late, or not the amount asked). */
  refundDue: boolean;
  /** The provider's page in our frame (the sandbox): its address and the attempt it pays. */
  frame: { reference: string; orderId: string; url: string } | null;
  /** The payment system is loading (Paystack's script): the button waits. */
  loadingSystem: boolean;
  /** An order placed but not paid (declined, cancelled, the provider unreachable): the next try pays it again. */
  awaitingOrder: string | null;
  /** Opens the page of a new attempt (the place or pay-again answer). */
  open(attempt: PaymentAttempt): void;
  /** Something (a message of the frame, Paystack's onSuccess) says the attempt moved: ask the server. */
  hint(reference: string): void;
  /** The shopper closed the provider's page: the status is cleared (spec section 4), the order can be paid again. */
  cancel(): void;
  /** The provider's page could not be shown. */
  frameFailed(): void;
  /** The FAILED overlay's Close. */
  dismiss(): void;
  /** The awaited order can no longer be paid (paid meanwhile, or cancelled when its hold ended): the next try places anew. */
  forget(): void;
}

/**
 * Paying online (issue 12; spec part 2 section 4): opens the provider's page for an attempt, asks the server (never a
 * message) what became of it, every 3 s while it is pending and shown, and shows the status overlay. Success goes to
 * My Orders after 1.5 s; a decline leaves the order to be paid again. The attempt is kept for the tab, so a reload
 * while it is pending shows it again.
 */
export function usePayment(customerId: number): PaymentStep {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [overlay, setOverlay] = useState<OverlayStatus | null>(null);
  const [refundDue, setRefundDue] = useState(false);
  const [frame, setFrame] = useState<PaymentStep['frame']>(null);
  const [loadingSystem, setLoadingSystem] = useState(false);
  const [awaitingOrder, setAwaitingOrder] = useState<string | null>(null);
  const [current, setCurrent] = useState<PendingPayment | null>(null);
  const currentRef = useRef<PendingPayment | null>(null);

  const follow = useCallback((pending: PendingPayment | null) => {
    currentRef.current = pending;
    setCurrent(pending);
    if (pending) storePendingPayment(pending);
    else clearPendingPayment();
  }, []);

  /** The server's answer about the attempt followed: `moved` when something said it moved (then pending shows). */
  const apply = useCallback(
    (attempt: PaymentAttempt, moved: boolean) => {
      if (currentRef.current?.reference !== attempt.reference) return;
      if (attempt.status === 'pending') {
        if (moved) {
          setFrame(null);
          setOverlay('pending');
        }
        return;
      }
      setFrame(null);
      follow(null);
      if (attempt.status === 'successful') {
        setAwaitingOrder(null);
        setOverlay('successful');
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
          void queryClient.invalidateQueries({ queryKey: checkoutQueryKey(customerId) });
          void navigate('/orders');
        }, SUCCESS_REDIRECT_MS);
      } else {
        // 'expired' is shown as failed: the order awaits another try (or its hold ends).
        setAwaitingOrder(attempt.order_id);
        setRefundDue(attempt.refund !== null);
        setOverlay('failed');
        checkoutToast(t, 'paymentFailed');
      }
    },
    [customerId, follow, navigate, queryClient, t],
  );

  const check = useCallback(
    async (reference: string, moved: boolean) => {
      try {
        apply(await fetchPayment(customerId, reference), moved);
      } catch {
        // Not reachable now: the next poll asks again.
      }
    },
    [apply, customerId],
  );

  const cancel = useCallback(() => {
    const pending = currentRef.current;
    setFrame(null);
    setOverlay(null);
    follow(null);
    if (!pending) return;
    setAwaitingOrder(pending.orderId);
    // Paid just before closing? The server says so; the success is shown then.
    void fetchPayment(customerId, pending.reference)
      .then((attempt) => {
        if (attempt.status !== 'successful') return;
        currentRef.current = pending;
        apply(attempt, true);
      })
      .catch(() => undefined);
  }, [apply, customerId, follow]);

  const open = useCallback(
    (attempt: PaymentAttempt) => {
      const orderId = attempt.order_id;
      if (attempt.status !== 'pending' || !attempt.browser) {
        if (attempt.status === 'successful') {
          follow({ reference: attempt.reference, orderId });
          return apply(attempt, true);
        }
        // The provider could not be reached: the order exists and awaits payment.
        setAwaitingOrder(orderId);
        return checkoutToast(t, 'paymentInitFailed');
      }
      follow({ reference: attempt.reference, orderId });
      setOverlay(null);
      const browser = attempt.browser;
      if (browser.kind === 'iframe') return setFrame({ reference: attempt.reference, orderId, url: browser.url });
      setLoadingSystem(true);
      loadPaystack()
        .then((PaystackPop) => {
          setLoadingSystem(false);
          new PaystackPop().resumeTransaction(browser.access_code, {
            onSuccess: () => void check(attempt.reference, true),
            onCancel: cancel,
            onError: () => checkoutToast(t, 'paymentModalFailed'),
          });
        })
        .catch(() => {
          setLoadingSystem(false);
          follow(null);
          setAwaitingOrder(orderId);
          checkoutToast(t, 'paymentLoadFailed');
        });
    },
    [apply, cancel, check, follow, t],
  );

  const frameFailed = useCallback(() => {
    checkoutToast(t, 'paymentModalFailed');
    cancel();
  }, [cancel, t]);

  // A reload while paying: the attempt kept for the tab is asked about. Still pending, its provider's page opens again
  // (the shopper may not have paid yet; a page already paid says so, and its message turns into the PENDING overlay);
  // settled, its status is shown.
  const resumed = useRef(false);
  useEffect(() => {
    const pending = readPendingPayment();
    if (!pending || customerId <= 0 || resumed.current) return;
    resumed.current = true;
    currentRef.current = pending;
    setCurrent(pending);
    setAwaitingOrder(pending.orderId);
    fetchPayment(customerId, pending.reference)
      .then((attempt) => (attempt.status === 'pending' && attempt.browser ? open(attempt) : apply(attempt, true)))
      .catch(() => follow(null));
  }, [customerId, apply, follow, open]);

  // Asked every 3 s while it is pending and shown (its page or the PENDING overlay).
  const reference = current?.reference;
  const watching = !!reference && (frame !== null || overlay === 'pending');
  useEffect(() => {
    if (!watching || !reference) return;
    const timer = setInterval(() => void check(reference, false), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [watching, reference, check]);

  const hint = useCallback((ref: string) => void check(ref, true), [check]);
  const dismiss = useCallback(() => setOverlay(null), []);
  const forget = useCallback(() => setAwaitingOrder(null), []);

  return { overlay, refundDue, frame, loadingSystem, awaitingOrder, open, hint, cancel, frameFailed, dismiss, forget };
}
