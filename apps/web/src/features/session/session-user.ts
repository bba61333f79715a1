// The signed-in customer as the storefront keeps it (spec part 1 section 3, "Session user"), stored as JSON in
// the user_session cookie. Reading is in the first-visit bundle, so it stays small.

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  otherNames: string;
  userName: string;
  phone: string;
  picture: string | null;
  countryCode: string;
  customer_id: number | null;
  customer_code: string;
  accountType: string;
  gender: string;
  dateOfBirth: string | null;
  emailNotification: boolean;
  pushNotification: boolean;
  smsNotification: boolean;
  // The rest of the six notification settings (issue 13); a session stored before them lacks them.
  orderUpdates?: boolean;
  promotions?: boolean;
  newsletter?: boolean;
}

/**
 * The stored session (written by sign-in, so complete), or null when it is not one, with whether it was kept
 * beyond the browser session ("remember me"). A session missing its first or last name is repaired from `name`
 * ("Ama Serwaa Owusu" -> Ama / Serwaa Owusu), else the first name comes from the email's prefix.
 */
export function parseStoredSession(json: string | undefined): { user: SessionUser; remember: boolean } | null {
  let stored: (SessionUser & { remember?: boolean }) | null;
  try {
    stored = JSON.parse(json ?? '') as typeof stored;
  } catch {
    return null;
  }
  if (!stored?.id) return null;
  const { remember, ...user } = stored;
  if (!user.firstName || !user.lastName) {
    const [first, ...rest] = (user.name ?? '').trim().split(/\s+/);
    user.firstName ||= first || (user.email ?? '').split('@')[0]!;
    user.lastName ||= rest.join(' ');
  }
  return { user, remember: remember !== false };
}
