import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { i18n } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { RESET_REDIRECT_MS } from '@/features/auth/constants';
import { done, failed, sentBody } from '@/features/auth/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as ForgotPasswordPage } from './forgot-password';

const originalFetch = globalThis.fetch;
const API = '/customer/api/v1';

const renderPage = () =>
  renderWithProviders(
    <>
      <ForgotPasswordPage />
      <Toaster />
    </>,
    { route: '/forgot-password' },
  );

const location = () => screen.getByTestId('location').textContent;

interface Answers {
  requestOtp?: () => ReturnType<typeof done>;
  resetPassword?: () => ReturnType<typeof done>;
}

/** Serves the reset calls (the code is 123456); records every call in order. */
function serveReset(answers: Answers = {}) {
  const sent: { path: string; body: unknown }[] = [];
  serveApi((url, init) => {
    const body = sentBody(init);
    const path = url.pathname.replace(API, '');
    sent.push({ path, body });
    if (path === '/user-setting/request-otp/') return answers.requestOtp?.() ?? done('OTP sent');
    if (path === '/user-setting/verify-otp/')
      return (body as { otp: string }).otp === '123456'
        ? done('OTP verified')
        : failed(400, 'Invalid OTP. Please check the code and try again.', 'OTP_INVALID');
    if (path === '/user-setting/reset-password/') return answers.resetPassword?.() ?? done('Password reset');
    return failed(404, 'There is no such path in this API.', 'ROUTE_NOT_FOUND');
  });
  return sent;
}

/** Holds every answer until released: what the page shows while a request is in progress. */
function holdAnswers() {
  const serve = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    await gate;
    return serve(...args);
  }) as typeof fetch;
  return release;
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, email = 'ama@example.com') {
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  return screen.findByRole('dialog', { name: 'Verify Your Email' });
}

async function verify(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code = '123456') {
  await user.type(within(dialog).getByLabelText('Verification code'), code);
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

describe('forgot password page', () => {
  it('step 1: one heading, the title, the email field and a back arrow to /login', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(document.title).toBe('Reset Password | Akwaaba Market');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(location()).toBe('/login');
  });

  it('checks the email before sending anything', async () => {
    const user = userEvent.setup();
    const sent = serveReset();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'ama@');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the busy text and ignores a second submission while the code is being sent', async () => {
    const user = userEvent.setup();
    const sent = serveReset();
    const release = holdAnswers();
    renderPage();
    await user.type(screen.getByLabelText('Email Address'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const busy = await screen.findByRole('button', { name: 'Sending Code...' });
    expect(busy).toBeDisabled();
    fireEvent.submit(busy.closest('form')!);
    fireEvent.submit(busy.closest('form')!);
    release();
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(sent.filter((c) => c.path === '/user-setting/request-otp/')).toHaveLength(1);
  });

  it('goes through both steps and to /login 1.5 s after the reset', async () => {
    const user = userEvent.setup();
    const sent = serveReset();
    renderPage();
    const dialog = await sendCode(user);
    expect(sent[0]).toEqual({ path: '/user-setting/request-otp/', body: { email: 'ama@example.com', is_sign_up: false } });
    expect(await screen.findByText('Verification code sent to your email!')).toBeInTheDocument();

    // A wrong code stays in the dialog with the reason.
    await verify(user, dialog, '111111');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid OTP. Please check the code and try again.');
    await user.clear(within(dialog).getByLabelText('Verification code'));
    await verify(user, dialog);

    expect(await screen.findByText('OTP verified! Now set your new password.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const password = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');

    // Each has its own show/hide toggle.
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew!);
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(showConfirm!);
    expect(confirm).toHaveAttribute('type', 'text');

    // The rules, then the reset.
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.type(password, '6');
    await user.type(confirm, '123457');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, '123456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(screen.getAllByText('Password reset successfully! You can now log in with your new password.').length).toBeGreaterThan(0));
    expect(sent.at(-1)).toEqual({ path: '/user-setting/reset-password/', body: { email: 'ama@example.com', otp: '123456', password: '123456' } });
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    // The redirect waits RESET_REDIRECT_MS (1.5 s) from the success. doneAt is taken when waitFor saw the success, up
    // to a polling interval (more on a loaded machine) after it, so only bounds that hold whatever that lag are checked:
    // still here a second later, gone within a second after the redirect was due.
    const doneAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(location()).toBe('/forgot-password');
    await waitFor(() => expect(location()).toBe('/login'), { timeout: 2000 });
    expect(Date.now() - doneAt).toBeLessThan(RESET_REDIRECT_MS + 1000);
  });

  it('shows the busy text while resetting', async () => {
    const user = userEvent.setup();
    serveReset();
    renderPage();
    await verify(user, await sendCode(user));
    await screen.findByRole('heading', { level: 1, name: 'Set New Password' });
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    const release = holdAnswers();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
    release();
    await screen.findAllByText('Password reset successfully! You can now log in with your new password.');
  });

  it('the back arrow of step 2 returns to step 1 and forgets the verified code', async () => {
    const user = userEvent.setup();
    const sent = serveReset();
    renderPage();
    await verify(user, await sendCode(user));
    await screen.findByRole('heading', { level: 1, name: 'Set New Password' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('ama@example.com');
    expect(location()).toBe('/forgot-password');

    // Going on again needs a new code and a new verification.
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Set New Password' })).not.toBeInTheDocument();
    expect(sent.filter((c) => c.path === '/user-setting/request-otp/')).toHaveLength(2);
  });

  it('tells a Spanish reader, in Spanish and with the figure, how long to wait for a new code', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('es'));
    try {
      serveReset({
        requestOtp: () => failed(429, 'Please wait 42 seconds before requesting a new code.', 'OTP_RESEND_TOO_SOON', { retry_after: 42 }),
      });
      renderPage();
      await user.type(screen.getByLabelText('Correo electrónico'), 'ama@example.com');
      await user.click(screen.getByRole('button', { name: 'Enviar código de verificación' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Espera 42 segundos antes de solicitar un código nuevo.');
      await waitFor(() => expect(screen.getAllByText('Espera 42 segundos antes de solicitar un código nuevo.')).toHaveLength(2));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows a failed code request in a banner and a toast', async () => {
    const user = userEvent.setup();
    serveReset({ requestOtp: () => failed(429, 'Too many requests. Please try again later.', 'RATE_LIMITED') });
    renderPage();
    await user.type(screen.getByLabelText('Email Address'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await waitFor(() => expect(screen.getAllByText('Too many requests. Please try again later.')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed reset in a banner and a toast, and stays on the page', async () => {
    const user = userEvent.setup();
    serveReset({ resetPassword: () => failed(400, 'Please verify your code first.', 'OTP_NOT_VERIFIED') });
    renderPage();
    await verify(user, await sendCode(user));
    await screen.findByRole('heading', { level: 1, name: 'Set New Password' });
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your code first.');
    await waitFor(() => expect(screen.getAllByText('Please verify your code first.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(location()).toBe('/forgot-password');
  });
});
