import type { Page } from '@playwright/test';
import { accountMenuButton, expect, headerLogin, logIn, signUpThroughApi, submitLogin, test, toast } from '../fixtures';

// My Account (/profile): the Profile tab with every field of the account, and the Settings tab with the
// change-password form (server messages, live checklist) and 'Delete Account'.

/** The value shown beside a label of the Profile tab's list. */
const profileValue = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** A line of the new-password checklist; its hidden "(done)" / "(not yet)" says whether it is ticked. */
const rule = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name });

async function openMyAccount(page: Page, firstName: string) {
  await accountMenuButton(page, firstName).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

test('the Profile tab shows every field of the account, formatted, and Not provided for the missing ones', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request, { firstName: 'Abena', lastName: 'Asante', otherNames: '', gender: 'Female', phone: '024 412 3456' });
  await logIn(page, account);
  await openMyAccount(page, 'Abena');

  const main = page.getByRole('main');
  await expect(main.getByText('Welcome back, Abena')).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('heading', { name: 'Profile Information' })).toBeVisible();

  const expected: [string, string][] = [
    ['First Name', 'Abena'],
    ['Last Name', 'Asante'],
    ['Other Names', 'Not provided'],
    ['Username', account.userName],
    ['Email', account.email],
    ['Phone Number', '+233 24 412 3456'],
    ['Gender', 'Female'],
    ['Date of Birth', 'Not provided'],
    ['Account Type', 'Customer'],
  ];
  for (const [label, value] of expected) await expect(profileValue(page, label), label).toHaveText(value);
  await expect(main.locator('dl dt')).toHaveText(expected.map(([label]) => label));

  // The side card: full name and email.
  await expect(main.getByText('Abena Asante', { exact: true })).toBeVisible();
  await expect(main.getByText(account.email, { exact: true }).first()).toBeVisible();
});

test('Settings: change the password (wrong current one, live checklist, success), then log in with it; Delete Account', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request, { firstName: 'Yaw' });
  const newPassword = 'Baobab2025';
  await logIn(page, account);
  await openMyAccount(page, 'Yaw');

  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  const toggle = main.getByRole('button', { name: 'Change Password' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const current = main.getByLabel('Current Password', { exact: true });
  const fresh = main.getByLabel('New Password', { exact: true });
  const confirm = main.getByLabel('Confirm New Password', { exact: true });

  // The checklist starts unticked and ticks as the new password is typed.
  const rules = [
    'At least 8 characters',
    'A lowercase letter',
    'An uppercase letter',
    'A number',
    'Different from your current password',
    'Confirmation matches',
  ];
  for (const name of rules) await expect(rule(page, name), name).toContainText('(not yet)');
  await current.fill('Not-my-password-9');
  await fresh.pressSequentially('B');
  await expect(rule(page, 'An uppercase letter')).toContainText('(done)');
  await expect(rule(page, 'A lowercase letter')).toContainText('(not yet)');
  await expect(rule(page, 'Different from your current password')).toContainText('(done)');
  await fresh.pressSequentially('aobab');
  await expect(rule(page, 'A lowercase letter')).toContainText('(done)');
  await expect(rule(page, 'At least 8 characters')).toContainText('(not yet)');
  await expect(rule(page, 'A number')).toContainText('(not yet)');
  await fresh.pressSequentially('20');
  await expect(rule(page, 'A number')).toContainText('(done)');
  await expect(rule(page, 'At least 8 characters')).toContainText('(done)');
  await fresh.pressSequentially('25');
  await expect(fresh).toHaveValue(newPassword);
  await confirm.pressSequentially('Baobab202');
  await expect(rule(page, 'Confirmation matches')).toContainText('(not yet)');
  await confirm.pressSequentially('5');
  for (const name of rules) await expect(rule(page, name), name).toContainText('(done)');

  // A wrong current password: the server's message, and the focus back on that field.
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(main.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(current).toBeFocused();

  await current.fill(account.password);
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Your password has been changed successfully!')).toBeVisible();
  await expect(current).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await main.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Contact support to delete your account')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);

  // Out, and in again: the old password is refused, the new one works.
  await accountMenuButton(page, 'Yaw').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(headerLogin(page)).toBeVisible();
  await headerLogin(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.email, account.password);
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, { email: account.email, password: newPassword }, { open: false });
  await expect(accountMenuButton(page, 'Yaw')).toBeVisible();
});
