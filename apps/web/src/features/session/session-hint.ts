// index.html's inline script marks <html data-session-hint> before the first paint when the browser holds a session, so
// that the signed-out header of a page kept for everyone does not show 'Login' to a signed-in shopper (decision 59).
// Once the header is taken over it shows what the session really is, and the mark goes; the script removes it after
// 10 s should the code never come. The script names the cookies of COOKIE_NAMES (session-hint.test.ts runs it), and the
// server allows it by its hash (apps/api/src/plugins/inline-scripts.ts). It has no comment of its own: every page's
// HTML would carry it.

export const SESSION_HINT_ATTRIBUTE = 'data-session-hint';

/** Removes the mark: the header now shows the account (or 'Login', for a session that turned out unusable). */
export function forgetSessionHint(): void {
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
}
