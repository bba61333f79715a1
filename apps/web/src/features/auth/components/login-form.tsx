import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { REDIRECT_AFTER_LOGIN_KEY, useSession } from '@/features/session';
import { joinGuestHearts } from '@/features/wishlist';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/use-error-text';
import { AUTH_FALLBACKS, login } from '../api/auth-api';
import { LOGIN_REDIRECT_MS, safeRedirectPath } from '../constants';
import { loginFormSchema, type LoginFormValues } from '../form-schemas';
import { Field, FormBanner } from '@/components/ui/field';
import { EmailField, linkClasses } from './form-parts';
import { PasswordInput } from './password-input';
import { useDelayedNavigate } from '../use-delayed-navigate';

/** A failure after which the shopper most likely mistyped the password: focus goes back to it. */
const isPasswordProblem = (err: unknown) => err instanceof ApiError && err.code === 'INVALID_CREDENTIALS';
const isNetworkFailure = (err: unknown) => err instanceof ApiError && err.code === 'NETWORK_ERROR';

/** Where to go after login: the stored redirectAfterLogin (then forgotten), else the ?returnUrl= a guard gave, else home. */
function takeRedirect(returnUrl: string | null): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    // Storage blocked (private mode): the return url, if any.
  }
  return safeRedirectPath(stored ?? returnUrl);
}

/**
 * The login form (spec part 2: /login). On success the session feature keeps the tokens; the form toasts
 * 'Login successful!' and after 1 s goes to the stored redirectAfterLogin (or the guard's ?returnUrl=) or to /.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('returnUrl');
  const { signIn } = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const [signedIn, setSignedIn] = useState(false);
  const busy = useRef(false);
  const navigateLater = useDelayedNavigate();
  const queryClient = useQueryClient();

  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '', remember: true } });

  const onSubmit = async ({ email, password, remember }: LoginFormValues) => {
    if (busy.current || signedIn) return;
    busy.current = true;
    setFailure(null);
    let customerId: number | null = null;
    try {
      const answer = await login({ email, password });
      await signIn(answer.data, { remember });
      customerId = answer.data.customer_id;
    } catch (err) {
      setFailure(err);
      if (isNetworkFailure(err)) toast.error(errorText(err));
      if (isPasswordProblem(err)) setFocus('password');
      return;
    } finally {
      busy.current = false;
    }
    setSignedIn(true);
    toast.success(t('login.success'));
    // The hearts given as a guest join the account (the guest cart joins through the layout's CartSync).
    joinGuestHearts(queryClient, customerId);
    navigateLater(takeRedirect(returnUrl), LOGIN_REDIRECT_MS);
  };

  const working = isSubmitting || signedIn;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
      <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
      <Field label={t('fields.password')} error={errorText(errors.password?.message)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" {...register('remember')} className="size-6 rounded border-stone-300 accent-brand-600" />
          {t('login.remember')}
        </label>
        <Link to="/forgot-password" className={`${linkClasses} text-sm`}>
          {t('login.forgot')}
        </Link>
      </div>
      {failure !== null && <FormBanner message={errorText(failure, AUTH_FALLBACKS.login)} />}
      <Button type="submit" disabled={working} aria-busy={isSubmitting || undefined} className="h-11 w-full text-base">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
