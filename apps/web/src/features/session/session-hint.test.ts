import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES } from '@shop/contract/constants';
import { storeSession } from '@/test/session';
import { forgetSessionHint, SESSION_HINT_ATTRIBUTE } from './session-hint';

// index.html's inline script, run as the browser runs it before the first paint.
const html = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
const runInlineScript = () => new Function(inline)();
const marked = () => document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);

afterEach(() => {
  forgetSessionHint();
  for (const name of Object.values(COOKIE_NAMES)) Cookies.remove(name, { path: '/' });
  vi.useRealTimers();
});

describe("index.html's session hint", () => {
  it('marks the page before its first paint when the browser holds a session, as getSessionUser reads it', () => {
    storeSession();
    runInlineScript();
    expect(marked()).toBe(true);
    forgetSessionHint();
    expect(marked()).toBe(false);
  });

  it('marks it with only the refresh token beside the session (the access token expired), and not without either', () => {
    storeSession();
    Cookies.remove(COOKIE_NAMES.accessToken, { path: '/' });
    runInlineScript();
    expect(marked()).toBe(true);
    forgetSessionHint();

    Cookies.remove(COOKIE_NAMES.refreshToken, { path: '/' });
    runInlineScript();
    expect(marked()).toBe(false);
  });

  it("leaves a visitor's page unmarked, a cookie merely ending in the name included", () => {
    Cookies.set(`not_${COOKIE_NAMES.userSession}`, '{}', { path: '/' });
    Cookies.set(COOKIE_NAMES.accessToken, 'x', { path: '/' });
    runInlineScript();
    expect(marked()).toBe(false);
    Cookies.remove(`not_${COOKIE_NAMES.userSession}`, { path: '/' });
  });

  it('shows the page as it is after 10 s if its code never takes the header over', () => {
    vi.useFakeTimers();
    storeSession();
    runInlineScript();
    vi.advanceTimersByTime(9_999);
    expect(marked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(marked()).toBe(false);
  });
});
