import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useModalDialog } from '@/lib/use-modal-dialog';

/** The sandbox page's message: only a reason to ask the server. */
export const SANDBOX_MESSAGE = 'sandbox:payment';
/**
 * A provider's page that has not loaded by then is given up (the spec's modal timeout): on a weak connection the
 * shopper gets the 'modal failed to load' notice and can try again, rather than an empty frame.
 */
export const FRAME_LOAD_TIMEOUT_MS = 30_000;

interface PaymentFrameProps {
  url: string;
  reference: string;
  orderId: string;
  /** A message of this frame about this attempt arrived: ask the server. */
  onHint(reference: string): void;
  /** Closed (Escape or ×): the status is cleared. */
  onCancel(): void;
  onFailed(): void;
}

/** Whether a `message` event comes from this frame: its window, and the origin of its page (ours for a relative URL). */
export function isFromFrame(event: Pick<MessageEvent, 'origin' | 'source'>, frame: HTMLIFrameElement | null, url: string) {
  const expected = new URL(url, window.location.href).origin;
  return !!frame?.contentWindow && event.source === frame.contentWindow && event.origin === expected;
}

/**
 * The provider's hosted page (spec part 2 section 2: 'The payment iframe is 600 px high') in a modal dialog: focus
 * moves into it, Escape or × cancels. The page's messages are listened to only from its own window and origin. A page
 * that does not load within FRAME_LOAD_TIMEOUT_MS fails like one that errs.
 */
export function PaymentFrame({ url, reference, orderId, onHint, onCancel, onFailed }: PaymentFrameProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { dialogRef, close, onKeyDown } = useModalDialog();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frameRef.current, url)) return;
      const data = event.data as { type?: unknown; reference?: unknown } | null;
      if (data?.type === SANDBOX_MESSAGE && data.reference === reference) onHint(reference);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, reference, onHint]);

  const loaded = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!loaded.current) onFailed();
    }, FRAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [url, onFailed]);

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} onKeyDown={onKeyDown} onClose={onCancel} className="max-w-lg">
      <div className="flex flex-col gap-3 p-3 sm:p-4">
        <DialogHeader>
          <DialogTitle id={titleId}>{t('frame.title', { order: orderId })}</DialogTitle>
          <DialogClose label={t('frame.close')} onClick={close} />
        </DialogHeader>
        <iframe
          ref={frameRef}
          src={url}
          title={t('frame.iframeTitle')}
          onError={onFailed}
          onLoad={() => (loaded.current = true)}
          className="h-[600px] max-h-[calc(100dvh-8rem)] w-full rounded-lg border border-stone-200"
        />
      </div>
    </Dialog>
  );
}
