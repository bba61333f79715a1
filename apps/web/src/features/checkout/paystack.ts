// Paystack's inline script (issue 12, spec part 2 section 4): loaded on demand, the first time an attempt needs it,
// then polled every 100 ms until `window.PaystackPop` is there. Never loaded for the sandbox's own page.

export const PAYSTACK_SCRIPT = 'https://js.paystack.co/v2/inline.js';
/** Spec part 2 section 9: 'payment script poll 100 ms'. */
const POLL_MS = 100;
/** A script that loaded but never defined PaystackPop is given up after this long. */
const GIVE_UP_MS = 20_000;

export interface PaystackCallbacks {
  onSuccess(transaction: unknown): void;
  onCancel(): void;
  onError(error: unknown): void;
}
export interface PaystackPopInstance {
  resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): void;
}
export type PaystackPopConstructor = new () => PaystackPopInstance;

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}

let loading: Promise<PaystackPopConstructor> | undefined;

/** PaystackPop, loading the script once; a failure lets the next call try again. */
export function loadPaystack(): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const started = Date.now();
    const fail = () => {
      clearInterval(timer);
      script.remove();
      loading = undefined;
      reject(new Error('The payment script could not be loaded'));
    };
    const timer = setInterval(() => {
      if (window.PaystackPop) {
        clearInterval(timer);
        // From now on window.PaystackPop answers.
        loading = undefined;
        resolve(window.PaystackPop);
      } else if (Date.now() - started > GIVE_UP_MS) fail();
    }, POLL_MS);
    script.src = PAYSTACK_SCRIPT;
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
