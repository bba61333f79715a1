import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { done, failed, sentBody } from '@/features/auth/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as SignupPage } from './signup';

const originalFetch = globalThis.fetch;
const API = '/customer/api/v1';

const renderSignup = () =>
  renderWithProviders(
    <>
      <SignupPage />
      <Toaster />
    </>,
    { route: '/signup' },
  );

const location = () => screen.getByTestId('location').textContent;

interface Answers {
  requestOtp?: () => ReturnType<typeof done>;
  verifyOtp?: (otp: string) => ReturnType<typeof done>;
  signup?: () => ReturnType<typeof done>;
}

/** Serves the signup calls; the code is 123456 unless told otherwise. Records every call in order. */
function serveSignup(answers: Answers = {}) {
  const sent: { path: string; body: unknown }[] = [];
  serveApi((url, init) => {
    const body = sentBody(init);
    sent.push({ path: url.pathname.replace(API, ''), body });
    switch (url.pathname.replace(API, '')) {
      case '/user-setting/request-otp/':
        return answers.requestOtp?.() ?? done('OTP sent');
      case '/user-setting/verify-otp/':
        return (
          answers.verifyOtp?.((body as { otp: string }).otp) ??
          ((body as { otp: string }).otp === '123456' ? done('OTP verified') : failed(400, 'Invalid OTP. Please check the code and try again.', 'OTP_INVALID'))
        );
      case '/user-setting/':
        return answers.signup?.() ?? done('Account created');
      default:
        return failed(404, 'There is no such path in this API.', 'ROUTE_NOT_FOUND');
    }
  });
  return sent;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ama');
  await user.type(screen.getByLabelText('Last Name'), 'Owusu');
  await user.type(screen.getByLabelText(/Other Names/), 'Serwaa');
  await user.type(screen.getByLabelText('Username'), 'ama_o');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Phone Number'), '024 412 3456');
  await user.type(screen.getByLabelText('Email Address'), 'ama@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

async function openCodeDialog(user: ReturnType<typeof userEvent.setup>) {
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return screen.findByRole('dialog', { name: 'Verify Your Email' });
}

afterEach(() => {
  // Sonner keeps undismissed toasts and replays them to the next Toaster.
  toast.dismiss();
  vi.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('signup page', () => {
  it('has one heading, a title, the fields with their autocomplete, the terms link and a way to log in', () => {
    renderSignup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    expect(document.title).toBe('Sign Up | Akwaaba Market');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Other']);
    expect(screen.getByRole('link', { name: 'Terms and Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows every validation message and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = serveSignup();
    renderSignup();
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.type(screen.getByLabelText('Confirm Password'), '12346');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select a gender')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Ghana phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms and Privacy Policy')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    // A number that is not Ghana's, a username with spaces.
    await user.type(screen.getByLabelText('Phone Number'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('Username'), 'ama o');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter a valid Ghana phone number')).toBeInTheDocument();
    expect(screen.getByText('Username may contain only letters, digits, dots, hyphens and underscores')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('requests a code, verifies it in the dialog, creates the account and goes to /login after 1 s', async () => {
    const user = userEvent.setup();
    const sent = serveSignup();
    renderSignup();
    const dialog = await openCodeDialog(user);

    expect(sent[0]).toEqual({ path: '/user-setting/request-otp/', body: { email: 'ama@example.com', is_sign_up: true } });
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the 6-digit code we sent to ama@example.com.')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();

    // The code's own rules first.
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('OTP must be 6 digits')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '12a456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('OTP must contain only numbers')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('OTP verified successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Account created successfully!').length).toBeGreaterThan(0));
    // The note that replaces the form is announced and takes the focus (so it is in view).
    const note = screen.getAllByRole('status').find((el) => el.textContent === 'Account created successfully!');
    expect(note).toHaveFocus();
    expect(sent.slice(1)).toEqual([
      { path: '/user-setting/verify-otp/', body: { email: 'ama@example.com', otp: '123456' } },
      {
        path: '/user-setting/',
        body: {
          email: 'ama@example.com',
          phone_number: '+233244123456',
          password: 'secret1',
          otp: '123456',
          profile: { first_name: 'Ama', last_name: 'Owusu', other_names: 'Serwaa', user_name: 'ama_o', gender: 'Female' },
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/signup');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('keeps the dialog open with the reason when the code is refused, and toasts it', async () => {
    const user = userEvent.setup();
    const sent = serveSignup();
    renderSignup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid OTP. Please check the code and try again.');
    await waitFor(() => expect(screen.getAllByText('Invalid OTP. Please check the code and try again.')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(sent.map((c) => c.path)).not.toContain('/user-setting/');
    expect(location()).toBe('/signup');
  });

  it('shows why the account could not be created', async () => {
    const user = userEvent.setup();
    serveSignup({ signup: () => failed(409, 'An account with this email already exists.', 'EMAIL_TAKEN') });
    renderSignup();
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Account created successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows and toasts a failed code request', async () => {
    const user = userEvent.setup();
    serveSignup({ requestOtp: () => failed(409, 'An account with this email already exists.', 'EMAIL_TAKEN') });
    renderSignup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('allows a resend only after the 60 s countdown, which restarts after each resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const sent = serveSignup();
    renderSignup();
    const dialog = await openCodeDialog(user);
    const resend = within(dialog).getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeDisabled();
    expect(within(dialog).getByText(/You can resend the code in (60|59) seconds\./)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toBeDisabled();
    expect(within(dialog).getByText(/You can resend the code in (30|29) seconds\./)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toBeEnabled();
    expect(within(dialog).queryByText(/You can resend the code in/)).not.toBeInTheDocument();

    await user.click(resend);
    await waitFor(() => expect(sent.filter((c) => c.path === '/user-setting/request-otp/')).toHaveLength(2));
    expect(sent.at(-1)?.body).toEqual({ email: 'ama@example.com', is_sign_up: true });
    await waitFor(() => expect(resend).toBeDisabled());
    expect(within(dialog).getByText(/You can resend the code in (60|59) seconds\./)).toBeInTheDocument();
  });

  it('shows a failed resend and lets the shopper try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let sends = 0;
    serveSignup({
      requestOtp: () =>
        ++sends === 1 ? done('OTP sent') : failed(429, 'Please wait 42 seconds before requesting a new code.', 'OTP_RESEND_TOO_SOON', { retry_after: 42 }),
    });
    renderSignup();
    const dialog = await openCodeDialog(user);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please wait 42 seconds before requesting a new code.');
    expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('starts afresh when the dialog is closed and opened again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveSignup();
    renderSignup();
    let dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Verification code'), '999');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    expect(within(dialog).getByText(/You can resend the code in (60|59) seconds\./)).toBeInTheDocument();
  });
});
