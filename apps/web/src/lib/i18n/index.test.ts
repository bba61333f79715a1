import { afterEach, describe, expect, it } from 'vitest';
import esCommon from '@/locales/es/common.json';
import esConsent from '@/locales/es/consent.json';
import { initI18n, STARTUP_NAMESPACES } from '.';

// The translation files as the server has them (the build copies src/locales to assets/locales-<hash>/).
const files = import.meta.glob<string>('../../locales/*/*.json', { eager: true, query: '?raw', import: 'default' });
const originalFetch = globalThis.fetch;
const asked: string[] = [];
function serveLocales() {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const file = /^\/assets\/locales\/(\w+\/[\w-]+\.json)$/.exec(url)?.[1];
    const body = file ? files[`../../locales/${file}`] : undefined;
    return body === undefined ? new Response('', { status: 404 }) : new Response(body, { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('initI18n', () => {
  it("loads the startup namespaces of the language, and others (the banner's) only when asked", async () => {
    serveLocales();
    const i18n = initI18n('es');
    await i18n.loadNamespaces(STARTUP_NAMESPACES);

    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:loading')).toBe(esCommon.loading);
    expect(i18n.hasLoadedNamespace('consent')).toBe(false);
    // Only the shopper's language: every language has every key (locales.test.ts), so none is needed to fall back on.
    expect(asked.sort()).toEqual(['catalog', 'common', 'layout'].map((ns) => `/assets/locales/es/${ns}.json`));

    await i18n.loadNamespaces('consent');
    expect(i18n.t('consent:title')).toBe(esConsent.title);

    // A namespace without files fails quietly: its keys stay untranslated.
    await i18n.loadNamespaces('no-such-namespace');
    expect(i18n.t('no-such-namespace:title')).toBe('title');

    // Chinese keeps the code 'zh' inside, but the page says which script it is written in.
    await i18n.changeLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
