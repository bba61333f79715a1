// Delays of spec part 2, section 9.
export const LOGIN_REDIRECT_MS = 1000;
export const SIGNUP_REDIRECT_MS = 1000;
export const RESET_REDIRECT_MS = 1500;

/** Only a path inside the shop is followed after login (never another site, never back to /login). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/^\/login(?:[/?#]|$)/.test(value)) return '/';
  return value;
}
