import Cookies from 'js-cookie';
import type { LoginData } from '@shop/contract';
import type { SessionUser } from '@/features/session';

// Test helpers: a signed-in customer as the cookies hold one, and the login answer of the API.

/** An unsigned JWT whose payload expires `seconds` from now (the storefront only reads exp). */
export function fakeJwt(seconds = 900, id = 'a'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + seconds, jti: id })}.signature`;
}

export const SESSION_USER: SessionUser = {
  id: '6f1c2b9e-8a4d-4f3e-9b7a-1c2d3e4f5a6b',
  email: 'ama.owusu@example.com',
  name: 'Ama Owusu',
  firstName: 'Ama',
  lastName: 'Owusu',
  otherNames: 'Serwaa',
  userName: 'ama_o',
  phone: '+233244123456',
  picture: null,
  countryCode: '+233',
  customer_id: 42,
  customer_code: 'AGC123456',
  accountType: 'customer',
  gender: 'Female',
  dateOfBirth: '1990-03-15',
  emailNotification: true,
  pushNotification: false,
  smsNotification: false,
};

/** Writes the session cookies of a signed-in customer (the fields given replace the sample's). */
export function storeSession(user: Partial<SessionUser> | Record<string, unknown> = {}, tokens = { access: fakeJwt(), refresh: 'refresh-1' }) {
  Cookies.set('access_token', tokens.access, { path: '/' });
  Cookies.set('refresh_token', tokens.refresh, { path: '/' });
  Cookies.set('customer_id', '42', { path: '/' });
  Cookies.set('user_session', JSON.stringify({ ...SESSION_USER, ...user }), { path: '/' });
}

export const LOGIN_DATA: LoginData = {
  user: {
    id: SESSION_USER.id,
    email: 'ama.owusu@example.com',
    phone_number: '+233244123456',
    account_type: 'customer',
    profile: {
      first_name: 'Ama',
      last_name: 'Owusu',
      'Other names': 'Serwaa',
      user_name: 'ama_o',
      picture: null,
      gender: 'Female',
      date_of_birth: null,
    },
  },
  customer_id: 42,
  access: fakeJwt(900, 'login'),
  refresh: 'refresh-login',
  user_preference: { email_notification: true, push_notification: false, sms_notification: false, order_updates: true, promotions: false, newsletter: false },
};

/** Removes every cookie, the session's above all (tests start signed out). */
export function clearSessionCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
