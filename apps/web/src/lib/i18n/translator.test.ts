import { describe, expect, it, vi } from 'vitest';
import { createTranslator, pluralForm, type Texts } from './translator';

const texts: Record<string, Record<string, Texts>> = {
  en: {
    common: { retry: 'Try again', greeting: 'Hello, {{name}}!' },
    cart: {
      title: 'Your cart',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      summary: { total: 'Total: {{total}}' },
      stock: 'Only {{count}} left',
      stock_in_cart: 'Your cart holds all {{count}}',
      stock_in_cart_one: 'Your cart holds the last one',
    },
  },
  es: {
    common: { retry: 'Reintentar' },
    cart: { items_one: '{{count}} artículo', items_many: '{{count}} de artículos', items_other: '{{count}} artículos' },
  },
  zh: { cart: { items_other: '{{count}} 件商品' } },
};

describe('pluralForm', () => {
  it("chooses the shop's languages' plural forms as Intl.PluralRules does", () => {
    const counts = [0, 1, -1, 2, 3, 5, 11, 21, 0.5, 1.5, 100, 1000, 999_999, 1_000_000, -1_000_000, 2_000_000, 1_000_000.5, 1e7, 1e12, NaN, Infinity];
    for (const language of ['en', 'es', 'zh']) {
      const rules = new Intl.PluralRules(language);
      for (const count of counts) expect([language, count, pluralForm(language, count)]).toEqual([language, count, rules.select(count)]);
    }
  });

  it('asks Intl for any other language', () => {
    expect([pluralForm('ar', 0), pluralForm('ar', 2), pluralForm('ru', 3)]).toEqual(['zero', 'two', 'few']);
  });
});

describe('t', () => {
  const i18n = createTranslator({ language: 'en', resources: texts });

  it('finds a key in the default namespace, a named one, or one given as namespace:key, nested keys by dots', () => {
    expect(i18n.t('retry')).toBe('Try again');
    expect(i18n.t('cart:title')).toBe('Your cart');
    expect(i18n.t('title', { ns: 'cart' })).toBe('Your cart');
    expect(i18n.getFixedT(null, 'cart')('summary.total', { total: 'GH₵ 20.00' })).toBe('Total: GH₵ 20.00');
    expect(i18n.getFixedT(null, 'cart')('common:retry')).toBe('Try again');
  });

  it('fills the placeholders, leaving nothing for a value not given, and keeps a value as text', () => {
    expect(i18n.t('greeting', { name: '<b>Ama</b>' })).toBe('Hello, <b>Ama</b>!');
    expect(i18n.t('greeting')).toBe('Hello, !');
  });

  it('shows a missing key without its namespace, and a key that names a group as the key', () => {
    expect(i18n.t('cart:nothing.here')).toBe('nothing.here');
    expect(i18n.t('cart:summary')).toBe('summary');
    expect(i18n.exists('cart:summary.total')).toBe(true);
    expect(i18n.exists('summary', { ns: 'cart' })).toBe(false);
  });

  it("picks the plural form by the language's rules, and key_other when a form is missing", () => {
    const en = i18n.getFixedT('en', 'cart');
    expect([0, 1, 2].map((count) => en('items', { count }))).toEqual(['0 items', '1 item', '2 items']);
    const es = i18n.getFixedT('es', 'cart');
    // Spanish has a 'many' form for round millions.
    expect([1, 5, 1_000_000].map((count) => es('items', { count }))).toEqual(['1 artículo', '5 artículos', '1000000 de artículos']);
    // Chinese has one form, 'other'.
    expect(i18n.getFixedT('zh', 'cart')('items', { count: 1 })).toBe('1 件商品');
    // English has no 'many': the missing key_many of a language that had one would fall back to key_other.
    expect(en('stock', { count: 3 })).toBe('Only 3 left');
  });

  it('picks key_context (with its plural form first) when there is one, else the plain key', () => {
    const cart = i18n.getFixedT(null, 'cart');
    expect(cart('stock', { count: 1, context: 'in_cart' })).toBe('Your cart holds the last one');
    expect(cart('stock', { count: 4, context: 'in_cart' })).toBe('Your cart holds all 4');
    expect(cart('stock', { count: 4, context: 'unknown' })).toBe('Only 4 left');
  });
});

describe('loading and changing language', () => {
  it('loads each namespace once, even when asked for at the same time, and says when it is in', async () => {
    const load = vi.fn(async (language: string, namespace: string) => texts[language]?.[namespace]);
    const i18n = createTranslator({ language: 'es', load });
    const changes = vi.fn();
    i18n.subscribe(changes);
    expect(i18n.hasLoadedNamespace('cart')).toBe(false);
    await Promise.all([i18n.loadNamespaces(['common', 'cart']), i18n.loadNamespaces('cart')]);
    expect(load.mock.calls).toEqual([
      ['es', 'common'],
      ['es', 'cart'],
    ]);
    expect(i18n.hasLoadedNamespace('cart')).toBe(true);
    expect(changes).toHaveBeenCalled();
    expect(i18n.t('cart:items', { count: 2 })).toBe('2 artículos');
  });

  it('tries a failed load again, and gives up after a few tries with the keys showing', async () => {
    vi.useFakeTimers();
    try {
      let failures = 2;
      const load = vi.fn(async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return { retry: 'Try again' };
      });
      const i18n = createTranslator({ language: 'en', load });
      const loaded = i18n.loadNamespaces('common');
      await vi.runAllTimersAsync();
      await loaded;
      expect(load).toHaveBeenCalledTimes(3);
      expect(i18n.t('retry')).toBe('Try again');

      const offline = createTranslator({ language: 'en', load: () => Promise.reject(new TypeError('Failed to fetch')) });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const given = offline.loadNamespaces('common');
      await vi.runAllTimersAsync();
      await given;
      expect(offline.hasLoadedNamespace('common')).toBe(true);
      expect(offline.t('retry')).toBe('retry');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('changes language once the namespaces in use are in the new one, and says so only for a real change', async () => {
    const load = vi.fn(async (language: string, namespace: string) => texts[language]?.[namespace]);
    const i18n = createTranslator({ language: 'en', load });
    await i18n.loadNamespaces(['common', 'cart']);
    const announced: string[] = [];
    const stop = i18n.onLanguageChanged((language) => announced.push(language));

    const change = i18n.changeLanguage('es');
    // Until the Spanish texts are in, the page stays in English.
    expect(i18n.language).toBe('en');
    await change;
    expect(i18n.language).toBe('es');
    expect(load.mock.calls.filter(([language]) => language === 'es').map(([, namespace]) => namespace)).toEqual(['common', 'cart']);
    expect(i18n.t('retry')).toBe('Reintentar');

    await i18n.changeLanguage('es');
    expect(announced).toEqual(['es']);

    // Two choices in a row: the later one wins, whichever loads first.
    await Promise.all([i18n.changeLanguage('zh'), i18n.changeLanguage('en')]);
    expect(i18n.language).toBe('en');
    stop();
    await i18n.changeLanguage('es');
    expect(announced).toEqual(['es', 'en']);
  });
});
