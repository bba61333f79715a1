import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@shop/contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ClientErrorCode } from '@/lib/client-errors';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { useErrorText } from '@/lib/use-error-text';
import { otpFormSchema, type OtpFormValues } from '../form-schemas';
import { Field, FormBanner } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export interface OtpDialogProps {
  /** Where the code was sent (shown in the description). */
  email: string;
  /** Checks the code; throws the failure (an ApiError, shown by its code) when it is refused. */
  onVerify(otp: string): Promise<void>;
  /** Sends a new code; throws the failure (an ApiError, shown by its code) when that fails. */
  onResend(): Promise<void>;
  /** The dialog closed (Escape, the close button); the parent unmounts it, which resets it. */
  onClose(): void;
}

/**
 * The one-time-code dialog (spec part 2, section 4): a modal <dialog> asking for the 6-digit code. A 60 s resend
 * countdown starts when it opens and after each resend; Resend is disabled while it counts. It opens when mounted,
 * and its state starts afresh each time it is mounted again.
 */
export function OtpDialog({ email, onVerify, onResend, onClose }: OtpDialogProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  const descriptionId = useId();
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_SECONDS);
  const [resending, setResending] = useState(false);
  /** The last refusal, with the fallback code shown when it carries no code of its own. */
  const [failure, setFailure] = useState<{ error: unknown; fallback: ClientErrorCode } | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  useEffect(() => setFocus('otp'), [setFocus]);

  // One interval per countdown (started on open and by each resend), stopped at zero.
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const submit = async ({ otp }: OtpFormValues) => {
    setFailure(null);
    try {
      await onVerify(otp);
    } catch (err) {
      setFailure({ error: err, fallback: 'VERIFY_OTP_FAILED' });
      setFocus('otp');
    }
  };

  const resend = async () => {
    if (secondsLeft > 0 || resending) return;
    setResending(true);
    setFailure(null);
    try {
      await onResend();
      setSecondsLeft(OTP_RESEND_SECONDS);
    } catch (err) {
      setFailure({ error: err, fallback: 'RESEND_OTP_FAILED' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={descriptionId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <DialogHeader className="items-start">
          <DialogTitle id={titleId} className="text-xl">
            {t('otp.title')}
          </DialogTitle>
          <DialogClose label={t('otp.close')} onClick={close} className="-mr-2 -mt-1 text-stone-600" />
        </DialogHeader>
        <p id={descriptionId} className="-mt-2 text-sm text-stone-600">
          {t('otp.description', { email })}
        </p>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
          <Field label={t('otp.label')} error={errorText(errors.otp?.message)}>
            {(control) => (
              <Input
                {...control}
                {...register('otp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                enterKeyHint="done"
                placeholder="••••••"
                variant="code"
              />
            )}
          </Field>
          {failure && <FormBanner message={errorText(failure.error, failure.fallback)} />}
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="h-11 w-full text-base">
            {isSubmitting ? t('otp.verifying') : t('otp.verify')}
          </Button>
        </form>
        <div className="flex flex-col items-center gap-1 border-t border-stone-100 pt-4 text-center text-sm text-stone-600">
          <p>{t('otp.noCode')}</p>
          <Button variant="ghost" onClick={() => void resend()} disabled={secondsLeft > 0 || resending} aria-busy={resending || undefined}>
            {resending ? t('otp.resending') : t('otp.resend')}
          </Button>
          {secondsLeft > 0 && <p className="text-xs text-stone-500">{t('otp.resendIn', { count: secondsLeft })}</p>}
        </div>
      </div>
    </Dialog>
  );
}
