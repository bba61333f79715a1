import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import type { OverlayStatus } from '../use-payment';

const LOOK = {
  successful: { Icon: CheckCircle2, color: 'text-brand-700' },
  failed: { Icon: XCircle, color: 'text-red-700' },
  pending: { Icon: Clock, color: 'text-amber-600' },
} as const;

/**
 * The payment status overlay (spec part 2 section 4): SUCCESSFUL, FAILED with its Close, PENDING. The live region is
 * always there, so each new status is read out. A failure whose money was taken says it will be refunded.
 */
export function PaymentOverlay({ status, refundDue, onClose }: { status: OverlayStatus | null; refundDue: boolean; onClose(): void }) {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {status && (
        <div className="fixed inset-0 z-50 grid place-items-center bg-stone-900/50 p-4">
          <div className="flex w-full max-w-sm flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center shadow-xl">
            <StatusIcon status={status} />
            <p className="text-lg font-bold text-stone-900">{t(`overlay.${status}.title`)}</p>
            <p className="text-stone-600">{t(`overlay.${status}.text`)}</p>
            {status === 'failed' && refundDue && <p className="text-stone-600">{t('overlay.refundDue')}</p>}
            {status === 'failed' && (
              <Button type="button" autoFocus onClick={onClose} className="mt-3 min-h-11 w-full">
                {t('overlay.close')}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function StatusIcon({ status }: { status: OverlayStatus }) {
  const { Icon, color } = LOOK[status];
  return <Icon aria-hidden="true" className={`size-12 ${color}`} />;
}
