import { describe, expect, it } from 'vitest';
import { attributeTranslations } from './attribute-translations.js';
import { categories, products } from './catalogue.js';

// The seed's translations cover what the shop shows, and name nothing the shop does not sell (a misspelt key would
// leave its option in English without anyone noticing).

const used = new Map<string, Set<string>>();
for (const stock of products.flatMap((p) => p.stocks)) {
  for (const [name, value] of Object.entries(stock.attributes)) used.set(name, (used.get(name) ?? new Set()).add(value));
}

describe('the seed’s translations', () => {
  it('name every attribute the products use in Spanish and Chinese, and only those', () => {
    expect(Object.keys(attributeTranslations).sort()).toEqual([...used.keys()].sort());
    for (const [name, { name: words }] of Object.entries(attributeTranslations)) {
      expect(words.es.trim(), name).not.toBe('');
      expect(words.zh.trim(), name).not.toBe('');
    }
  });

  it('translate only options that some product has, each into words of its own', () => {
    for (const [name, { values = {} }] of Object.entries(attributeTranslations)) {
      for (const [value, words] of Object.entries(values)) {
        expect(used.get(name)?.has(value), `${name}: ${value}`).toBe(true);
        expect(words.es.trim(), value).not.toBe('');
        expect(words.zh.trim(), value).not.toBe('');
      }
    }
  });

  it('translate the colours, packs and wholesale sizes a shopper chooses between', () => {
    const untranslated = (name: string) => [...(used.get(name) ?? [])].filter((value) => !attributeTranslations[name]?.values?.[value]);
    expect(untranslated('Colour')).toEqual([]);
    expect(untranslated('Pack')).toEqual([]);
    expect(untranslated('Flavour')).toEqual([]);
    expect(untranslated('Size').filter((v) => /[a-z]{3,}/i.test(v))).toEqual([]);
  });

  it('give every category a Spanish and a Chinese name and description that differ from the English', () => {
    for (const c of categories) {
      for (const language of ['es', 'zh'] as const) {
        expect(c.translations[language].name, `${c.slug} ${language}`).not.toBe(c.name);
        expect(c.translations[language].description, `${c.slug} ${language}`).not.toBe(c.description);
        expect(c.translations[language].description.length, `${c.slug} ${language}`).toBeGreaterThan(10);
      }
    }
  });
});
