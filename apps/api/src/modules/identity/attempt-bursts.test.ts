import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  LOGIN_ADDRESS_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_SECONDS,
  OTP_MAX_TRIES,
} from '@shop/contract';
import { RATE_RULES } from './rate-rules.js';
import { freshIp, freshPerson, logIn, post, requestCode, signUp, signupPayload } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// The limits on guessing hold when the guesses arrive all at once (issue 15): each attempt is counted before the costly
// check, in the same atomic step as the limit's test. Before, 200 wrong passwords sent together were all checked and the
// right one after them accepted, and a burst of code guesses could reach the right code after more than 5 wrong ones.

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): { code?: string } };
const tally = (answers: Answer[]) => {
  const byCode: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? '200' : `${a.statusCode} ${a.json().code}`;
    byCode[key] = (byCode[key] ?? 0) + 1;
  }
  return byCode;
};
const retryAfters = (answers: Answer[]) => answers.filter((a) => a.statusCode === 429).map((a) => Number(a.headers['retry-after']));

const OTP_SENDS_PER_ADDRESS = RATE_RULES.otpSendAddress.points;

describe.each(backends)('guesses arriving at once, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it(`checks no more than ${LOGIN_FAILURES_PER_ACCOUNT} of 200 passwords for one account sent together, and then refuses the right one`, async () => {
    const person = await signUp(t);
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(t, AUTH_PATHS.login, { email: person.email, password: `Wrong${i}xyz` }, { ip: freshIp() })),
    );
    expect(tally(burst)).toEqual({ '401 INVALID_CREDENTIALS': LOGIN_FAILURES_PER_ACCOUNT, '429 RATE_LIMITED': 200 - LOGIN_FAILURES_PER_ACCOUNT });
    // The wait said is the account's real one, up to the whole window, never a made-up minute.
    for (const wait of retryAfters(burst)) expect(wait).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
    const right = await post(t, AUTH_PATHS.login, { email: person.email, password: person.password }, { ip: freshIp() });
    expect(right.statusCode).toBe(429);
  });

  it(`checks no more than ${LOGIN_FAILURES_PER_ADDRESS} of 300 logins from one address sent together, and only slows that address down`, async () => {
    const ip = freshIp();
    const person = await signUp(t);
    const burst = await Promise.all(
      Array.from({ length: 300 }, () => post(t, AUTH_PATHS.login, { email: freshPerson().email, password: 'Wrong12345' }, { ip })),
    );
    expect(tally(burst)).toEqual({ '401 INVALID_CREDENTIALS': LOGIN_FAILURES_PER_ADDRESS, '429 RATE_LIMITED': 300 - LOGIN_FAILURES_PER_ADDRESS });
    for (const wait of retryAfters(burst)) expect(wait).toBeLessThanOrEqual(LOGIN_ADDRESS_WINDOW_SECONDS);
    // The address waits at most a minute; the account itself is not locked, from anywhere else.
    expect((await post(t, AUTH_PATHS.login, { email: person.email, password: person.password }, { ip })).statusCode).toBe(429);
    await logIn(t, person);
  });

  it('sends one code of 200 sign-up code requests for one email sent together from many addresses; the rest wait', async () => {
    const { email } = freshPerson();
    const burst = await Promise.all(Array.from({ length: 200 }, () => post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true }, { ip: freshIp() })));
    expect(tally(burst)).toEqual({ '200': 1, '429 OTP_RESEND_TOO_SOON': 199 });
    expect(t.outbox.countFor(email)).toBe(1);
  });

  it(`sends no more than ${OTP_SENDS_PER_ADDRESS} codes of 200 requests for different emails sent together from one address`, async () => {
    const ip = freshIp();
    const emails = Array.from({ length: 200 }, () => freshPerson().email);
    const burst = await Promise.all(emails.map((email) => post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true }, { ip })));
    expect(tally(burst)).toEqual({ '200': OTP_SENDS_PER_ADDRESS, '429 RATE_LIMITED': 200 - OTP_SENDS_PER_ADDRESS });
    expect(emails.filter((email) => t.outbox.countFor(email) > 0)).toHaveLength(OTP_SENDS_PER_ADDRESS);
  });

  it('gives a right password its attempt back: shoppers behind one address who know their passwords are never refused', async () => {
    const ip = freshIp();
    const people = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(people.map((p) => post(t, AUTH_PATHS.login, { email: p.email, password: p.password }, { ip })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    }
  });

  it(`compares no more than ${OTP_MAX_TRIES} of 100 code guesses sent together: the right code among them is refused`, async () => {
    const person = freshPerson();
    const code = await requestCode(t, person.email, true);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 50 ? code : wrong(i)));
    const burst = await Promise.all(guesses.map((otp) => post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp })));
    // Four wrong tries are told so; the fifth and every later one hear the code is dead.
    expect(tally(burst)).toEqual({ '400 OTP_INVALID': OTP_MAX_TRIES - 1, '400 OTP_TOO_MANY_TRIES': 100 - (OTP_MAX_TRIES - 1) });
    // Nor can the dead code open an account.
    const signup = await post(t, AUTH_PATHS.signup, signupPayload(person, code));
    expect(signup.statusCode).toBe(400);
    expect(signup.json().code).toBe('OTP_TOO_MANY_TRIES');
  });
});
