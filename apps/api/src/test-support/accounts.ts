import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { AUTH_PATHS, ERRORS, type ErrorCode, type LoginData } from '@shop/contract';
import type { TestApp } from './test-app.js';

// Helpers of the account and session tests: fresh people, sign-up through the real calls, the error envelope.

let counter = 0;

/** A client address of its own, so per-address limits of one test do not reach another. */
export function freshIp(): string {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function freshPerson(overrides: Partial<{ email: string; user_name: string; password: string }> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    email: overrides.email ?? `ama.${tag}@example.com`,
    user_name: overrides.user_name ?? `ama_${tag}`,
    password: overrides.password ?? 'Secret123',
  };
}

export function signupPayload(person: { email: string; user_name: string; password: string }, otp: string) {
  return {
    email: person.email,
    phone_number: '024 412 3456',
    password: person.password,
    otp,
    profile: { first_name: 'Ama', last_name: 'Mensah', other_names: 'Serwaa', user_name: person.user_name, gender: 'Female' },
  };
}

export const post = (t: TestApp, path: string, payload?: unknown, opts: { token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  t.call('POST', path, {
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: opts.ip ?? freshIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
  });

/** Asks for a code and reads it from the outbox. */
export async function requestCode(t: TestApp, email: string, isSignUp: boolean): Promise<string> {
  const res = await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: isSignUp });
  expect(res.statusCode, res.body).toBe(200);
  const code = t.outbox.lastCodeFor(email);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** A new account through request-otp and POST /user-setting/. */
export async function signUp(t: TestApp, overrides: Parameters<typeof freshPerson>[0] = {}) {
  const person = freshPerson(overrides);
  const code = await requestCode(t, person.email, true);
  const res = await post(t, AUTH_PATHS.signup, signupPayload(person, code));
  expect(res.statusCode, res.body).toBe(200);
  return person;
}

export async function logIn(t: TestApp, person: { email: string; password: string }): Promise<LoginData> {
  const res = await post(t, AUTH_PATHS.login, { email: person.email, password: person.password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/**
 * The error envelope exactly: the status, the code, a message (the given one, when given), the params (the given
 * ones, when given; `fields` of a validation failure aside), maybe `errors`.
 */
export function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode, message?: string, params?: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json();
  expect(
    Object.keys(body)
      .filter((k) => k !== 'errors' && k !== 'params')
      .sort(),
  ).toEqual(['code', 'message', 'status']);
  if (params !== undefined) {
    const { fields: _fields, ...given } = (body.params ?? {}) as Record<string, unknown>;
    expect(given).toEqual(params);
  }
  expect(body.status).toBe(false);
  expect(body.code).toBe(code);
  expect(ERRORS[code].status).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(body.message.trim()).not.toBe('');
  if (message !== undefined) expect(body.message).toBe(message);
  return body as { status: false; message: string; code: string; params?: Record<string, unknown>; errors?: Record<string, string[]> };
}
