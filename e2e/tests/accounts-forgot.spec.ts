import { OTP_RESEND_SECONDS } from '@shop/contract/auth';
import { expect, headerLogin, logIn, outbox, readCode, signUpThroughApi, submitLogin, test, toast, visit } from '../fixtures';

// Forgot password (/forgot-password): the email, a code mailed to it ('Verify Your Email'), 'Set New Password',
// then /login 1.5 s later, where the new password works and the old one no longer does.

test('a forgotten password is reset with the newest code from the outbox', async ({ shopper: page, request }) => {
  // The server lets an address have a new code only 60 s after the last one (here: the signup's).
  test.setTimeout(OTP_RESEND_SECONDS * 1000 + 60_000);
  const account = await signUpThroughApi(request);
  const newPassword = 'Adinkra-77';

  await visit(page, '/forgot-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  // Step 1's back arrow leads to /login.
  await main.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  const waitLeft = account.codeSentAt + (OTP_RESEND_SECONDS + 1) * 1000 - Date.now();
  if (waitLeft > 0) await page.waitForTimeout(waitLeft);

  await main.getByLabel('Email Address').fill(account.email);
  await main.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(toast(page, 'Verification code sent to your email!')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(account.email);

  // The outbox holds the signup's code and now the reset's: take the newest.
  const code = await readCode(request, account.email, { after: 1 });
  expect((await outbox(request, account.email)).at(-1)?.subject).toBe('Reset your Akwaaba Market password');
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(toast(page, 'OTP verified! Now set your new password.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await expect(main.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();

  await main.getByLabel('New Password', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: 'Reset Password' }).click();

  const success = 'Password reset successfully! You can now log in with your new password.';
  // Said on the page before it moves on (the wait of RESET_REDIRECT_MS itself is forgot-password.test.tsx's: asking
  // here whether the address is still /forgot-password raced the move on a slow machine), and by the toast, which stays.
  await expect(main.getByRole('status').filter({ hasText: success })).toBeVisible();
  await expect(toast(page, success)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  // The old password is refused, the new one logs in.
  await submitLogin(page, account.email, account.password);
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, { email: account.email, password: newPassword }, { open: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(headerLogin(page)).toHaveCount(0);
});
