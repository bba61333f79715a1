import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { GENDERS, toGhanaInternational } from '@shop/contract/auth';
import { Button } from '@/components/ui/button';
import type { ClientErrorCode } from '@/lib/client-errors';
import { useErrorText } from '@/lib/use-error-text';
import { requestOtp, signup, verifyOtp } from '../api/auth-api';
import { SIGNUP_REDIRECT_MS } from '../constants';
import { signupFormSchema, type SignupFormValues } from '../form-schemas';
import { Field, FormBanner } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { EmailField, linkClasses } from './form-parts';
import { OtpDialog } from './otp-dialog';
import { PasswordInput } from './password-input';
import { useDelayedNavigate } from '../use-delayed-navigate';

const SIGNUP_FAILED = 'SIGNUP_FAILED_TRY_AGAIN';

/**
 * The signup flow (spec part 2, section 4): the form, then a code sent to the email and the one-time-code dialog,
 * then the account is created with the verified code, 'Account created successfully!' and /login after 1 s.
 */
export function SignupForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const [pending, setPending] = useState<SignupFormValues | null>(null);
  /** The last failure, with the fallback code shown when it carries no code of its own. */
  const [failure, setFailure] = useState<{ error: unknown; fallback: ClientErrorCode } | null>(null);
  const [created, setCreated] = useState(false);
  const busy = useRef(false);
  const termsErrorId = useId();
  const navigateLater = useDelayedNavigate();

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { firstName: '', lastName: '', otherNames: '', userName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', terms: false },
  });

  // Registered in the order of the form, so a failed submit focuses the first wrong field.
  const field = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    otherNames: register('otherNames'),
    userName: register('userName'),
    gender: register('gender'),
    phoneNumber: register('phoneNumber'),
    email: register('email'),
    password: register('password'),
    confirmPassword: register('confirmPassword'),
    terms: register('terms'),
  };

  const onSubmit = async (values: SignupFormValues) => {
    if (busy.current || created) return;
    busy.current = true;
    setFailure(null);
    try {
      await requestOtp({ email: values.email, is_sign_up: true });
      toast.success(t('signup.otpSent'));
      setPending(values);
    } catch (err) {
      setFailure({ error: err, fallback: 'SEND_OTP_FAILED' });
      toast.error(errorText(err, 'SEND_OTP_FAILED'));
    } finally {
      busy.current = false;
    }
  };

  const verifyAndCreate = async (otp: string) => {
    if (!pending) return;
    try {
      await verifyOtp({ email: pending.email, otp });
    } catch (err) {
      toast.error(errorText(err, 'VERIFY_OTP_FAILED'));
      throw err;
    }
    toast.success(t('signup.otpVerified'));
    try {
      await signup({
        email: pending.email,
        phone_number: toGhanaInternational(pending.phoneNumber),
        password: pending.password,
        otp,
        profile: {
          first_name: pending.firstName,
          last_name: pending.lastName,
          other_names: pending.otherNames,
          user_name: pending.userName,
          gender: pending.gender,
        },
      });
    } catch (err) {
      toast.error(errorText(err, SIGNUP_FAILED));
      setFailure({ error: err, fallback: SIGNUP_FAILED });
      setPending(null);
      return;
    }
    setCreated(true);
    setPending(null);
    toast.success(t('signup.created'));
    navigateLater('/login', SIGNUP_REDIRECT_MS);
  };

  const resend = async () => {
    if (!pending) return;
    try {
      await requestOtp({ email: pending.email, is_sign_up: true }, 'RESEND_OTP_FAILED');
    } catch (err) {
      toast.error(errorText(err, 'RESEND_OTP_FAILED'));
      throw err;
    }
    toast.success(t('signup.otpSent'));
  };

  if (created) return <CreatedNote text={t('signup.created')} />;

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <Field label={t('fields.firstName')} error={errorText(errors.firstName?.message)}>
          {(control) => <Input {...control} {...field.firstName} autoComplete="given-name" />}
        </Field>
        <Field label={t('fields.lastName')} error={errorText(errors.lastName?.message)}>
          {(control) => <Input {...control} {...field.lastName} autoComplete="family-name" />}
        </Field>
        <Field
          label={
            <>
              {t('fields.otherNames')} <span className="font-normal text-stone-500">{t('fields.optional')}</span>
            </>
          }
          error={errorText(errors.otherNames?.message)}
        >
          {(control) => <Input {...control} {...field.otherNames} autoComplete="additional-name" />}
        </Field>
        <Field label={t('fields.userName')} error={errorText(errors.userName?.message)}>
          {(control) => <Input {...control} {...field.userName} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
        </Field>
        <Field label={t('fields.gender')} error={errorText(errors.gender?.message)}>
          {(control) => (
            <Select {...control} {...field.gender} variant="field" autoComplete="sex" defaultValue="">
              <option value="" disabled>
                {t('fields.genderPlaceholder')}
              </option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`fields.genders.${gender}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.phoneNumber')} hint={t('fields.phoneHint')} error={errorText(errors.phoneNumber?.message)}>
          {(control) => <Input {...control} {...field.phoneNumber} type="tel" autoComplete="tel" inputMode="tel" placeholder={t('fields.phonePlaceholder')} />}
        </Field>
        <EmailField registration={field.email} error={errorText(errors.email?.message)} className="md:col-span-2" />
        <Field label={t('fields.password')} error={errorText(errors.password?.message)}>
          {(control) => <PasswordInput {...control} {...field.password} autoComplete="new-password" />}
        </Field>
        <Field label={t('fields.confirmPassword')} error={errorText(errors.confirmPassword?.message)}>
          {(control) => <PasswordInput {...control} {...field.confirmPassword} autoComplete="new-password" />}
        </Field>
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label className="flex items-start gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              {...field.terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? termsErrorId : undefined}
              className="-mt-0.5 size-6 shrink-0 rounded border-stone-300 accent-brand-600"
            />
            <span>
              <Trans t={t} i18nKey="signup.terms" components={{ policyLink: <Link to="/privacy-policy" className={linkClasses} /> }} />
            </span>
          </label>
          {errors.terms?.message && (
            <p id={termsErrorId} role="alert" className="text-sm text-red-700">
              {errorText(errors.terms.message)}
            </p>
          )}
        </div>
        {failure && (
          <div className="md:col-span-2">
            <FormBanner message={errorText(failure.error, failure.fallback)} />
          </div>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="h-11 w-full text-base md:col-span-2">
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
      {pending && <OtpDialog email={pending.email} onVerify={verifyAndCreate} onResend={resend} onClose={() => setPending(null)} />}
    </>
  );
}

/** Replaces the form once the account exists; takes the focus so it is in view (clear of the header: html's scroll-padding) and read out. */
function CreatedNote({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800 focus:outline-none"
    >
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}
