import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, type NotificationSettings as Settings } from '@shop/contract/notification-settings';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { NotificationSettings } from './notification-settings';

// The Settings tab's notification settings against a server that keeps them (the network is the boundary).

const originalFetch = globalThis.fetch;
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
  clearSessionCookies();
});

/** A server holding `stored`; a PATCH changes it unless `failSave`. Answers the calls it saw. */
function server(stored: Settings, { failSave = false, failLoad = false } = {}) {
  const bodies: unknown[] = [];
  const calls = serveApi(async (url, init) => {
    expect(url.pathname).toBe('/customer/api/v1/user-setting/preferences/');
    if (init?.method === 'PATCH') {
      bodies.push(JSON.parse(String(init.body)));
      if (failSave) return { status: 503, body: { status: false, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } };
      Object.assign(stored, bodies.at(-1));
      return { body: { status: true, message: 'Settings updated successfully!', data: stored } };
    }
    if (failLoad) return { status: 503, body: { status: false, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } };
    return { body: { status: true, message: 'Settings retrieved', data: stored } };
  });
  return { calls, bodies };
}

const render = () =>
  renderWithProviders(
    <>
      <NotificationSettings />
      <Toaster />
    </>,
  );
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Notification settings', () => {
  it("shows the server's values, not the defaults", async () => {
    storeSession();
    server({ ...NOTIFICATION_DEFAULTS, order_updates: false, promotions: true });
    render();
    await waitFor(() => expect(box('Promotions')).toBeChecked());
    expect(box('Order updates')).not.toBeChecked();
    expect(box('Email notifications')).toBeChecked();
    expect(box('Newsletter')).not.toBeChecked();
    expect(box('Push notifications')).toBeEnabled();
  });

  it("saves all six, says 'Settings updated successfully!' and keeps them in the session for a reload", async () => {
    storeSession();
    const { bodies } = server({ ...NOTIFICATION_DEFAULTS });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(box('Newsletter')).toBeEnabled());
    await user.click(box('Newsletter'));
    await user.click(box('Order updates'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ ...NOTIFICATION_DEFAULTS, newsletter: true, order_updates: false }]);
    const session = JSON.parse(Cookies.get('user_session')!) as Record<string, unknown>;
    expect(session).toMatchObject({ newsletter: true, orderUpdates: false, emailNotification: true });
    expect(box('Newsletter')).toBeChecked();
  });

  it("a refused save says 'Settings update failed. Please try again.' and keeps the choices on screen", async () => {
    storeSession();
    server({ ...NOTIFICATION_DEFAULTS }, { failSave: true });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(box('Promotions')).toBeEnabled());
    await user.click(box('Promotions'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings update failed. Please try again.')).toBeInTheDocument();
    expect(box('Promotions')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    expect(JSON.parse(Cookies.get('user_session')!)).not.toHaveProperty('promotions', true);
  });

  it('a failed load says so with Retry, which asks again', async () => {
    storeSession();
    const stored = { ...NOTIFICATION_DEFAULTS, sms_notification: true };
    let fail = true;
    serveApi(() =>
      fail
        ? { status: 503, body: { status: false, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } }
        : { body: { status: true, message: 'Settings retrieved', data: stored } },
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your notification settings.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(box('SMS notifications')).toBeChecked());
  });
});
