import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '@shop/contract/notification-settings';
import { storeSession } from '@/test/session';
import { renderWithProviders, serveApi } from '@/test/render';
import { ProfilePage } from './profile-page';

// The settings tab's code loads when it is opened; transform it once up front.
beforeAll(() => import('./settings-tab'));

const originalFetch = globalThis.fetch;
afterEach(async () => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
  await i18n.changeLanguage('en');
});

const renderProfile = (route = '/profile') =>
  renderWithProviders(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    { route },
  );

/** The value shown for a field of the profile. */
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('My Account', () => {
  it('shows every field of the profile, with one heading and the title', () => {
    storeSession();
    renderProfile();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(document.title).toBe('My Account | Akwaaba Market');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();
    expect(field('First Name')).toBe('Ama');
    expect(field('Last Name')).toBe('Owusu');
    expect(field('Other Names')).toBe('Serwaa');
    expect(field('Username')).toBe('ama_o');
    expect(field('Email')).toBe('ama.owusu@example.com');
    expect(field('Phone Number')).toBe('+233 24 412 3456');
    expect(field('Gender')).toBe('Female');
    expect(field('Date of Birth')).toBe('March 15, 1990');
    expect(field('Account Type')).toBe('Customer');
  });

  it("shows 'Not provided' for missing values, a 10-digit phone as +233 and groups, 'Invalid date', and Customer by default", () => {
    storeSession({ otherNames: '', userName: '', gender: '', phone: '0244123456', dateOfBirth: 'someday', accountType: '' });
    renderProfile();
    expect(field('Other Names')).toBe('Not provided');
    expect(field('Username')).toBe('Not provided');
    expect(field('Gender')).toBe('Not provided');
    expect(field('Phone Number')).toBe('+233 24 412 3456');
    expect(field('Date of Birth')).toBe('Invalid date');
    expect(field('Account Type')).toBe('Customer');
  });

  it('writes the date of birth in the chosen language', async () => {
    storeSession({ dateOfBirth: '1990-03-15', phone: '', accountType: 'vendor' });
    await i18n.changeLanguage('es');
    renderProfile();
    expect(field('Fecha de nacimiento')).toBe('15 de marzo de 1990');
    expect(field('Número de teléfono')).toBe('No indicado');
    expect(field('Tipo de cuenta')).toBe('vendor');
  });

  it("says 'User data not available' with 'Go to Login' when there is no user", () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'User data not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('switches tabs from the sidebar (arrows too) and from the phone menu', async () => {
    storeSession();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Notification Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=settings');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Settings');
    expect(await screen.findByRole('tabpanel', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('settings');
  });

  it("'Log out' ends the session and goes to /", async () => {
    storeSession();
    serveApi(() => ({ body: { status: true, message: 'Logged out' } }));
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

describe('Settings tab', () => {
  const openSettings = async () => {
    storeSession();
    const user = userEvent.setup();
    renderProfile('/profile?tab=settings');
    await screen.findByRole('heading', { name: 'Notification Settings' });
    return user;
  };

  // Loading and saving the notification settings: notification-settings.test.tsx.
  it('shows the notification settings in the tab, read from the server', async () => {
    serveApi(() => ({
      body: {
        status: true,
        message: 'Settings retrieved',
        data: { email_notification: true, order_updates: true, promotions: false, newsletter: true, push_notification: false, sms_notification: false },
      },
    }));
    await openSettings();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  it("'Delete Account' tells the customer to contact support", async () => {
    const user = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Contact support to delete your account')).toBeInTheDocument();
  });
});

/** The API as the settings tab sees it: the notification settings answered, every other call by `handler` (and listed). */
function serveAccountApi(handler: Parameters<typeof serveApi>[0]) {
  const calls: URL[] = [];
  serveApi((url, init) => {
    if (url.pathname.endsWith('/user-setting/preferences/'))
      return { body: { status: true, message: 'Settings retrieved', data: { ...NOTIFICATION_DEFAULTS } } };
    calls.push(url);
    return handler(url, init);
  });
  return calls;
}

describe('Change password', () => {
  const openForm = async () => {
    storeSession();
    const user = userEvent.setup();
    renderProfile('/profile?tab=settings');
    const toggle = await screen.findByRole('button', { name: 'Change Password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return user;
  };
  const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  const checklist = (text: string) => screen.getByText(text).closest('li')!;

  it('opens and closes from the settings tab', async () => {
    const user = await openForm();
    expect(input('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(input('New Password')).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it("shows the spec's messages", async () => {
    const calls = serveAccountApi(() => ({ body: { status: true, message: 'ok' } }));
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(input('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Current Password')).toHaveFocus();

    await user.type(input('Current Password'), 'OldPass123');
    await user.type(input('New Password'), 'alllowercase1');
    expect(await screen.findByText('Password must contain at least one lowercase letter, one uppercase letter, and one number')).toBeInTheDocument();

    await user.clear(input('New Password'));
    await user.type(input('New Password'), 'OldPass123');
    await user.type(input('Confirm New Password'), 'OldPass123');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New password must be different from current password')).toBeInTheDocument();

    await user.clear(input('New Password'));
    await user.type(input('New Password'), 'NewPass456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("New passwords don't match")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps a live checklist', async () => {
    const user = await openForm();
    expect(checklist('At least 8 characters').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    for (const rule of [
      'At least 8 characters',
      'A lowercase letter',
      'An uppercase letter',
      'A number',
      'Different from your current password',
      'Confirmation matches',
    ]) {
      expect(checklist(rule)).toHaveTextContent('(not yet)');
    }
    await user.type(input('Current Password'), 'OldPass123');
    await user.type(input('New Password'), 'abc');
    expect(checklist('A lowercase letter')).toHaveTextContent('(done)');
    expect(checklist('At least 8 characters')).toHaveTextContent('(not yet)');
    expect(checklist('An uppercase letter')).toHaveTextContent('(not yet)');
    expect(checklist('Different from your current password')).toHaveTextContent('(done)');
    await user.type(input('New Password'), 'DEF456');
    expect(checklist('At least 8 characters')).toHaveTextContent('(done)');
    expect(checklist('An uppercase letter')).toHaveTextContent('(done)');
    expect(checklist('A number')).toHaveTextContent('(done)');
    await user.type(input('Confirm New Password'), 'abcDEF45');
    expect(checklist('Confirmation matches')).toHaveTextContent('(not yet)');
    await user.type(input('Confirm New Password'), '6');
    expect(checklist('Confirmation matches')).toHaveTextContent('(done)');
  });

  it('changes the password with the bearer token and says so', async () => {
    let sent: { auth: string | null; body: unknown } | undefined;
    serveAccountApi((url, init) => {
      expect(url.pathname).toBe('/customer/api/v1/user-setting/change-password/');
      sent = { auth: new Headers(init?.headers).get('authorization'), body: JSON.parse(String(init?.body)) };
      return { body: { status: true, message: 'Password changed' } };
    });
    const user = await openForm();
    await user.type(input('Current Password'), 'OldPass123');
    await user.type(input('New Password'), 'NewPass456');
    await user.type(input('Confirm New Password'), 'NewPass456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password has been changed successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ auth: expect.stringMatching(/^Bearer ey/), body: { old_password: 'OldPass123', password: 'NewPass456', password1: 'NewPass456' } });
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('shows a refusal and sends the customer back to the current password when it is the wrong one', async () => {
    serveAccountApi(() => ({
      status: 400,
      body: {
        status: false,
        code: 'VALIDATION_FAILED',
        message: 'Current password is incorrect',
        params: { fields: { old_password: ['CURRENT_PASSWORD_INCORRECT'] } },
        errors: { old_password: ['Current password is incorrect'] },
      },
    }));
    const user = await openForm();
    await user.type(input('Current Password'), 'Wrong1234');
    await user.type(input('New Password'), 'NewPass456');
    await user.type(input('Confirm New Password'), 'NewPass456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await waitFor(() => expect(input('Current Password')).toHaveFocus());
  });

  it('shows any other refusal without moving the focus', async () => {
    serveAccountApi(() => ({ status: 429, body: { status: false, message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' } }));
    const user = await openForm();
    await user.type(input('Current Password'), 'OldPass123');
    await user.type(input('New Password'), 'NewPass456');
    await user.type(input('Confirm New Password'), 'NewPass456');
    const submit = screen.getByRole('button', { name: 'Update Password' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(input('Current Password')).not.toHaveFocus();
    expect(within(screen.getByRole('alert')).queryByText('Password change failed')).not.toBeInTheDocument();
  });
});
