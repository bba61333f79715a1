import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettingsResponse, NOTIFICATION_DEFAULTS, type NotificationSettings } from '@shop/contract';
import { expectError, logIn, signUp } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// GET and PATCH /user-setting/preferences/ (issue 13): the six notification settings, the signed-in user's own.

const PATH = '/user-setting/preferences/';

describe.each(backends)('notification settings on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const read = (token: string) => t.call('GET', PATH, { headers: as(token) });
  const save = (token: string, payload: unknown) => t.call('PATCH', PATH, { headers: as(token), payload: payload as Record<string, unknown> });

  function expectSettings(res: LightMyRequestResponse, message: string): NotificationSettings {
    expect(res.statusCode, res.body).toBe(200);
    const parsed = notificationSettingsResponse.strict().safeParse(res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(res.json().message).toBe(message);
    return parsed.data!.data;
  }

  async function person() {
    const account = await signUp(t);
    return { account, login: await logIn(t, account) };
  }

  it("a new account has the spec's defaults, and the login answer carries all six", async () => {
    const { login } = await person();
    expect(login.user_preference).toEqual(NOTIFICATION_DEFAULTS);
    expect(expectSettings(await read(login.access), 'Settings retrieved')).toEqual({
      email_notification: true,
      order_updates: true,
      promotions: false,
      newsletter: false,
      push_notification: false,
      sms_notification: false,
    });
  });

  it('saves what is sent, keeps the rest, reads it back, and the next login answers it', async () => {
    const { account, login } = await person();
    const saved = expectSettings(await save(login.access, { order_updates: false, newsletter: true }), 'Settings updated successfully!');
    expect(saved).toEqual({ ...NOTIFICATION_DEFAULTS, order_updates: false, newsletter: true });
    expectSettings(await save(login.access, { sms_notification: true }), 'Settings updated successfully!');
    const expected = { ...NOTIFICATION_DEFAULTS, order_updates: false, newsletter: true, sms_notification: true };
    expect(expectSettings(await read(login.access), 'Settings retrieved')).toEqual(expected);
    expect((await logIn(t, account)).user_preference).toEqual(expected);
  });

  it("only one's own: another user's save changes nothing of this one's, and a token is required", async () => {
    const mine = await person();
    const theirs = await person();
    expectSettings(await save(theirs.login.access, { email_notification: false, promotions: true }), 'Settings updated successfully!');
    expect(expectSettings(await read(mine.login.access), 'Settings retrieved')).toEqual(NOTIFICATION_DEFAULTS);
    expectError(await t.call('GET', PATH), 401, 'UNAUTHORIZED');
    expectError(await t.call('PATCH', PATH, { payload: { promotions: true } }), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', PATH, { headers: as('not-a-token') }), 401, 'UNAUTHORIZED');
  });

  it('refuses a bad body with 400 and saves nothing', async () => {
    const { login } = await person();
    const notBoolean = expectError(await save(login.access, { promotions: 'yes' }), 400, 'VALIDATION_FAILED', 'promotions must be true or false');
    expect(notBoolean.params).toEqual({ fields: { promotions: ['SETTING_BOOLEAN'] } });
    expectError(await save(login.access, { promotions: null }), 400, 'VALIDATION_FAILED');
    expectError(await save(login.access, {}), 400, 'VALIDATION_FAILED');
    expectError(await save(login.access, { promotions: true, marketing_calls: true }), 400, 'VALIDATION_FAILED');
    expectError(await save(login.access, [true]), 400, 'VALIDATION_FAILED');
    expect(expectSettings(await read(login.access), 'Settings retrieved')).toEqual(NOTIFICATION_DEFAULTS);
  });
});
