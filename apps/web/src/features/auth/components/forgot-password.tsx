import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { useErrorText } from '@/lib/use-error-text';
import { AUTH_FALLBACKS, requestOtp, resetPassword, verifyOtp } from '../api/auth-api';
import { RESET_REDIRECT_MS } from '../constants';
import { emailFormSchema, newPasswordFormSchema, type EmailFormValues, type NewPasswordFormValues } from '../form-schemas';
import { AuthCard, EmailField, linkClasses } from './form-parts';
import { OtpDialog } from './otp-dialog';
import { PasswordInput } from './password-input';
import { useDelayedNavigate } from '../use-delayed-navigate';

const SEND_CODE_FAILED = 'SEND_CODE_FAILED';

const backClasses = buttonClasses('ghost', 'text-stone-600 hover:text-stone-900', 'sm');

/**
 * Forgot password (spec part 2: /forgot-password). Step 1 'Reset Password' sends a code to the email and asks for it
 * in the 'Verify Your Email' dialog; step 2 'Set New Password' resets the password with the verified code, then goes
 * to /login after 1.5 s. The back arrow goes from step 2 to step 1 (forgetting the code) or from step 1 to /login.
 */
export function ForgotPassword() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [verifiedOtp, setVerifiedOtp] = useState<string | null>(null);

  const sendCode = async () => {
    try {
      await requestOtp({ email, is_sign_up: false }, SEND_CODE_FAILED);
    } catch (err) {
      toast.error(errorText(err, SEND_CODE_FAILED));
      throw err;
    }
    toast.success(t('forgot.codeSent'));
  };

  const verify = async (otp: string) => {
    await verifyOtp({ email, otp });
    toast.success(t('forgot.verified'));
    setVerifiedOtp(otp);
    setDialogOpen(false);
  };

  const footer = (
    <>
      {t('forgot.remembered')}{' '}
      <Link to="/login" className={linkClasses}>
        {t('forgot.logIn')}
      </Link>
    </>
  );

  if (verifiedOtp) {
    return (
      <AuthCard
        title={t('forgot.newTitle')}
        subtitle={t('forgot.newSubtitle', { email })}
        footer={footer}
        back={
          <button type="button" onClick={() => setVerifiedOtp(null)} className={backClasses}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('back')}
          </button>
        }
      >
        <NewPasswordStep email={email} otp={verifiedOtp} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={footer}
      back={
        <Link to="/login" className={backClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToLogin')}
        </Link>
      }
    >
      <EmailStep
        email={email}
        onSent={(address) => {
          setEmail(address);
          setDialogOpen(true);
        }}
      />
      {dialogOpen && <OtpDialog email={email} onVerify={verify} onResend={sendCode} onClose={() => setDialogOpen(false)} />}
    </AuthCard>
  );
}

/** Step 1: the email, and 'Send Verification Code'. */
function EmailStep({ email, onSent }: { email: string; onSent(email: string): void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email } });

  const onSubmit = async (values: EmailFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      await requestOtp({ email: values.email, is_sign_up: false }, SEND_CODE_FAILED);
      toast.success(t('forgot.codeSent'));
      onSent(values.email);
    } catch (err) {
      setFailure(err);
      toast.error(errorText(err, SEND_CODE_FAILED));
    } finally {
      busy.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
      <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
      {failure !== null && <FormBanner message={errorText(failure, SEND_CODE_FAILED)} />}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="h-11 w-full text-base">
        {isSubmitting ? t('forgot.sending') : t('forgot.send')}
      </Button>
    </form>
  );
}

/** Step 2: 'New Password', 'Confirm New Password' and 'Reset Password'; /login 1.5 s after success. */
function NewPasswordStep({ email, otp }: { email: string; otp: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const busy = useRef(false);
  const navigateLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = async ({ password }: NewPasswordFormValues) => {
    if (busy.current || done) return;
    busy.current = true;
    setFailure(null);
    try {
      await resetPassword({ email, otp, password });
    } catch (err) {
      setFailure(err);
      toast.error(errorText(err, AUTH_FALLBACKS.resetPassword));
      return;
    } finally {
      busy.current = false;
    }
    setDone(true);
    toast.success(t('forgot.success'));
    navigateLater('/login', RESET_REDIRECT_MS);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={t('forgot.newPassword')} error={errorText(errors.password?.message)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label={t('forgot.confirmNewPassword')} error={errorText(errors.confirmPassword?.message)}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      {failure !== null && <FormBanner message={errorText(failure, AUTH_FALLBACKS.resetPassword)} />}
      {done && (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm font-medium text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          {t('forgot.success')}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting || done} aria-busy={isSubmitting || undefined} className="h-11 w-full text-base">
        {isSubmitting ? t('forgot.resetting') : t('forgot.reset')}
      </Button>
    </form>
  );
}
