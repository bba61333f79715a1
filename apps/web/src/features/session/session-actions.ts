import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { NavigateFunction } from '@/lib/router';
import type { LoginData } from '@shop/contract';
import { COOKIE_NAMES } from '@shop/contract/constants';
import { notify, readValue } from './session-state';
import { leaving } from './session-store';
import { parseStoredSession, type SessionUser } from './session-user';
import { accessTokenForCall, clearSession, writeValues } from './tokens';
import { authenticateCustomer, logout } from './api/session-calls';

// Signing in and out: loaded on first use (the login page, a Logout), not with the first visit.

const { accessToken, refreshToken, customerId, userSession } = COOKIE_NAMES;

/** The login answer as the session user (spec part 1 section 3). Accounts have Ghana numbers: +233. */
export function toSessionUser({ user, customer_id, user_preference }: LoginData): SessionUser {
  const profile = user.profile;
  return {
    id: user.id,
    email: user.email,
    name: [profile.first_name, profile.last_name].filter(Boolean).join(' '),
    firstName: profile.first_name,
    lastName: profile.last_name,
    otherNames: profile['Other names'],
    userName: profile.user_name,
    phone: user.phone_number,
    picture: profile.picture,
    countryCode: '+233',
    customer_id,
    customer_code: '',
    accountType: user.account_type,
    gender: profile.gender,
    dateOfBirth: profile.date_of_birth,
    emailNotification: user_preference.email_notification,
    pushNotification: user_preference.push_notification,
    smsNotification: user_preference.sms_notification,
    orderUpdates: user_preference.order_updates,
    promotions: user_preference.promotions,
    newsletter: user_preference.newsletter,
  };
}

/**
 * Changes the stored user (the notification settings after a save), keeping how long the session lasts, so a reload
 * shows what the server now has. Nothing when signed out.
 */
export function updateSessionUser(patch: Partial<SessionUser>) {
  const stored = parseStoredSession(readValue(userSession));
  if (!stored) return;
  const user = { ...stored.user, ...patch };
  writeValues({ [userSession]: JSON.stringify(stored.remember ? user : { ...user, remember: false }) }, stored.remember);
  notify();
}

/**
 * Stores the tokens and the user (cookies when essential cookies are allowed, else memory), then registers the
 * customer with the shop backend for its id and code. Should that call fail, the login's customer id stands.
 */
export async function signIn(data: LoginData, { remember, persist }: { remember: boolean; persist: boolean }) {
  const user = toSessionUser(data);
  writeValues({ [accessToken]: data.access, [refreshToken]: data.refresh }, remember, persist);
  try {
    const customer = await authenticateCustomer({
      customer_uuid: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phone,
    });
    user.customer_id = customer.id;
    user.customer_code = customer.customer_code;
  } catch {
    // The customer id from the login answer is enough to shop; the code comes with the next sign-in.
  }
  if (!readValue(accessToken)) return; // the tokens were refused meanwhile: the session has already ended
  // `remember: false` in the stored JSON marks a session that ends with the browser (kept so on refresh).
  writeValues({ [customerId]: String(user.customer_id), [userSession]: JSON.stringify(remember ? user : { ...user, remember }) }, remember);
  notify();
}

/**
 * Tells the server to revoke the refresh token, then forgets the session whatever the answer (spec part 1
 * section 4). Answers whether the server agreed. The call is not retried after a refresh: a retry would
 * present the rotated-away token.
 */
export async function signOut(): Promise<boolean> {
  let ok = true;
  try {
    await logout(readValue(refreshToken) ?? '', await accessTokenForCall());
  } catch {
    ok = false;
  }
  clearSession();
  return ok;
}

/** Signs out, goes to '/' (the guard of the page left stays quiet) and says how it went, in the shopper's language. */
export async function signOutAndLeave(location: string, navigate: NavigateFunction, fromAccountPage = false) {
  leaving.location = location;
  const ok = await signOut();
  void navigate('/');
  await i18n.loadNamespaces('account');
  const t = i18n.getFixedT(null, 'account');
  if (ok) toast.success(t('signOut.success'));
  else toast.error(t(fromAccountPage ? 'signOut.failedFromAccount' : 'signOut.failed'));
}
