import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@shop/contract';
import { customers, userPreferences, users } from '../../db/schema/index.js';
import { expectError, freshPerson, logIn, post, requestCode, signUp, signupPayload } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('creating an account on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it('creates the user, one customer with an AGC code and default preferences, password hashed with argon2id', async () => {
    const person = freshPerson();
    const code = await requestCode(t, person.email, true);
    const res = await post(t, AUTH_PATHS.signup, signupPayload(person, code));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Account created successfully!' });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({
      email: person.email,
      userName: person.user_name,
      phoneNumber: '+233244123456',
      firstName: 'Ama',
      lastName: 'Mensah',
      otherNames: 'Serwaa',
      gender: 'Female',
      accountType: 'Customer',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(person.password);
    const owned = await t.database.db.select().from(customers).where(eq(customers.userId, user!.id));
    expect(owned).toHaveLength(1);
    expect(owned[0]!.customerCode).toMatch(/^AGC\d{6}$/);
    const [prefs] = await t.database.db.select().from(userPreferences).where(eq(userPreferences.userId, user!.id));
    expect(prefs).toMatchObject({ emailNotification: true, pushNotification: false, smsNotification: false });
  });

  it('accepts a code verified beforehand, and the new account can log in', async () => {
    const person = freshPerson();
    const code = await requestCode(t, person.email, true);
    expect((await post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp: code })).statusCode).toBe(200);
    expect((await post(t, AUTH_PATHS.signup, signupPayload(person, code))).statusCode).toBe(200);
    const data = await logIn(t, person);
    expect(data.user.email).toBe(person.email);
  });

  it('uses the code up: the same code cannot create a second account', async () => {
    const person = freshPerson();
    const code = await requestCode(t, person.email, true);
    expect((await post(t, AUTH_PATHS.signup, signupPayload(person, code))).statusCode).toBe(200);
    // A different username, the same address and code: the code is spent, and nothing tells that the address has an account...
    expectError(await post(t, AUTH_PATHS.signup, signupPayload({ ...person, user_name: `${person.user_name}x` }, code)), 400, 'OTP_NOT_FOUND');
    // ...nor does verifying it again.
    expectError(await post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp: code }), 400, 'OTP_NOT_FOUND');
  });

  it('refuses a wrong or missing code and counts the wrong try', async () => {
    const person = freshPerson();
    const code = await requestCode(t, person.email, true);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await post(t, AUTH_PATHS.signup, signupPayload(person, wrong)), 400, 'OTP_INVALID', 'Invalid OTP. Please check the code and try again.');
    const stranger = freshPerson();
    expectError(await post(t, AUTH_PATHS.signup, signupPayload(stranger, '123456')), 400, 'OTP_NOT_FOUND');
    // After 5 wrong tries in all, the code is dead.
    for (let i = 0; i < 3; i++) await post(t, AUTH_PATHS.signup, signupPayload(person, wrong));
    expectError(await post(t, AUTH_PATHS.signup, signupPayload(person, wrong)), 400, 'OTP_TOO_MANY_TRIES');
    expectError(await post(t, AUTH_PATHS.signup, signupPayload(person, code)), 400, 'OTP_TOO_MANY_TRIES');
  });

  it('refuses an expired code', async () => {
    const person = freshPerson();
    const code = await requestCode(t, person.email, true);
    t.clock.advance(10 * 60 + 1);
    expectError(await post(t, AUTH_PATHS.signup, signupPayload(person, code)), 400, 'OTP_EXPIRED');
  });

  it('answers 409 for a username taken (in any letter case), and the code stays usable', async () => {
    const first = await signUp(t);
    const person = freshPerson({ user_name: first.user_name.toUpperCase() });
    const code = await requestCode(t, person.email, true);
    expectError(
      await post(t, AUTH_PATHS.signup, signupPayload(person, code)),
      409,
      'USERNAME_TAKEN',
      'This username is already taken. Please choose another one.',
    );
    const retry = await post(t, AUTH_PATHS.signup, signupPayload({ ...person, user_name: `${first.user_name}_2` }, code));
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('gives one of two racing sign-ups for the same username a clear 409, never a 500', async () => {
    const a = freshPerson();
    const b = freshPerson({ user_name: a.user_name });
    const [codeA, codeB] = [await requestCode(t, a.email, true), await requestCode(t, b.email, true)];
    const answers = await Promise.all([post(t, AUTH_PATHS.signup, signupPayload(a, codeA)), post(t, AUTH_PATHS.signup, signupPayload(b, codeB))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('This username is already taken. Please choose another one.');
  });

  const valid = signupPayload({ email: 'kofi@example.com', user_name: 'kofi_b', password: 'Secret123' }, '123456');
  const withProfile = (profile: Record<string, unknown>) => ({ ...valid, profile: { ...valid.profile, ...profile } });
  it.each([
    ['a bad email', { ...valid, email: 'kofi@' }, 'email', 'Please enter a valid email address'],
    ['a short password', { ...valid, password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    ['a password of 129 characters', { ...valid, password: 'a'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['a foreign phone number', { ...valid, phone_number: '+44 20 7946 0958' }, 'phone_number', 'Please enter a valid Ghana phone number'],
    ['a phone number starting 01', { ...valid, phone_number: '0112345678' }, 'phone_number', 'Please enter a valid Ghana phone number'],
    ['a phone number as a number', { ...valid, phone_number: 244123456 }, 'phone_number', 'Please enter a valid Ghana phone number'],
    ['a 5-digit code', { ...valid, otp: '12345' }, 'otp', 'OTP must be 6 digits'],
    ['a code with letters', { ...valid, otp: 'abcdef' }, 'otp', 'OTP must contain only numbers'],
    ['a one-letter first name', withProfile({ first_name: 'A' }), 'profile.first_name', 'First name must be at least 2 characters'],
    ['a one-letter last name', withProfile({ last_name: 'M' }), 'profile.last_name', 'Last name must be at least 2 characters'],
    ['a first name with a NUL', withProfile({ first_name: 'Am\u0000a' }), 'profile.first_name', 'First name contains characters that are not allowed'],
    ['a two-letter username', withProfile({ user_name: 'ab' }), 'profile.user_name', 'Username must be at least 3 characters'],
    [
      'a username with spaces',
      withProfile({ user_name: 'ama mensah' }),
      'profile.user_name',
      'Username may contain only letters, digits, dots, hyphens and underscores',
    ],
    ['no gender', withProfile({ gender: undefined }), 'profile.gender', 'Please select a gender'],
    ['an unknown gender', withProfile({ gender: 'Robot' }), 'profile.gender', 'Please select a gender'],
    ['no profile', { ...valid, profile: undefined }, 'profile', 'Profile details are required'],
  ])('answers 400 with the contract message for %s', async (_label, payload, field, message) => {
    const body = expectError(await post(t, AUTH_PATHS.signup, payload), 400, 'VALIDATION_FAILED', message);
    expect(body.errors?.[field]).toContain(message);
  });

  it('accepts the phone in each Ghana form and stores it as +233', async () => {
    for (const phone of ['0244123456', '+233244123456', '024-412-3456', '(024) 412 3456']) {
      const person = freshPerson();
      const code = await requestCode(t, person.email, true);
      const res = await post(t, AUTH_PATHS.signup, { ...signupPayload(person, code), phone_number: phone });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(200);
      const [user] = await t.database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.email, person.email));
      expect(user!.phone).toBe('+233244123456');
    }
  });

  it('answers anything a client may send with a 4xx envelope, never a 5xx', async () => {
    const cases: Array<{ payload?: string; headers?: Record<string, string> }> = [
      { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: 'null', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: '"text"', headers: { 'content-type': 'application/json' } },
      { payload: 'email=a@b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: JSON.stringify({ ...valid, email: `${'x'.repeat(70_000)}@example.com` }), headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ ...valid, profile: 'me' }), headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ ...valid, profile: { ...valid.profile, other_names: 'x'.repeat(5000) } }), headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ ...valid, __proto__: { admin: true }, constructor: { prototype: {} } }), headers: { 'content-type': 'application/json' } },
      {},
    ];
    for (const path of Object.values(AUTH_PATHS)) {
      for (const c of cases) {
        const res = await t.call('POST', path, { ...(c.payload !== undefined ? { payload: c.payload } : {}), headers: c.headers ?? {} });
        expect(res.statusCode, `${path} ${String(c.payload).slice(0, 40)}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${String(c.payload).slice(0, 40)}: ${res.body}`).toBeLessThan(500);
        expect(res.json().status).toBe(false);
      }
    }
  });
});
