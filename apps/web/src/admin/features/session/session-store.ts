import type { StaffMember } from '@shop/contract/admin';
import { linkStaffSession } from '../../lib/admin-client';

// The staff member's session: kept in sessionStorage, so closing the tab ends it (and a shared computer keeps none),
// and read by the components through useStaffSession. The server's answer to sign in is kept as it is.

export const STAFF_SESSION_KEY = 'akwaaba-staff-session';

export interface StaffSession {
  token: string;
  expires_at: string;
  staff: StaffMember;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function stored(): StaffSession | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY) ?? 'null') as StaffSession | null;
    // One that has run out is not offered to the server (which would refuse it).
    return session?.token && Date.parse(session.expires_at) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let current: StaffSession | null = stored();

export const getStaffSession = () => current;

export function subscribeStaffSession(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function keepStaffSession(session: StaffSession) {
  current = session;
  try {
    sessionStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (a private window's quota): the session lasts as long as the page.
  }
  changed();
}

/**
 * A member as the server now has them (GET /session/, or an admin's change on the staff page): when it is the one
 * signed in and something changed (their role), the session shows it.
 */
export function updateStaffMember(staff: StaffMember) {
  if (current?.staff.id === staff.id && JSON.stringify(current.staff) !== JSON.stringify(staff)) keepStaffSession({ ...current, staff });
}

export function forgetStaffSession() {
  if (!current) return;
  current = null;
  try {
    sessionStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Nothing was kept.
  }
  changed();
}

linkStaffSession({ token: () => current?.token, ended: forgetStaffSession });
