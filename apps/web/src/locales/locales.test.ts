import { describe, expect, it } from 'vitest';

// Every language has exactly the same keys, every value is a non-empty string, and every translation keeps
// the English text's {{placeholders}} (a missing one would print a raw variable to a shopper).
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const languages = ['en', 'es', 'zh'] as const;

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  return { [prefix]: value };
}

const byLanguage = Object.fromEntries(
  languages.map((lng) => [
    lng,
    Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith(`./${lng}/`))
        .map(([path, json]) => [path.split('/')[2]!.replace('.json', ''), flatten(json)]),
    ),
  ]),
) as Record<(typeof languages)[number], Record<string, Record<string, unknown>>>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const namespaces = Object.keys(byLanguage.en);

  it('have the same namespaces in every language', () => {
    for (const lng of languages) expect(Object.keys(byLanguage[lng]).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has the same keys, non-empty texts and the same placeholders everywhere', (ns) => {
    const english = byLanguage.en[ns]!;
    for (const lng of languages) {
      const other = byLanguage[lng][ns] ?? {};
      expect(Object.keys(other).sort(), `${lng}/${ns}.json keys`).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(other)) {
        expect(typeof value === 'string' && value.trim().length > 0, `${lng}/${ns}.json ${key} is a non-empty text`).toBe(true);
        expect(placeholders(value as string), `${lng}/${ns}.json ${key} placeholders`).toEqual(placeholders(String(english[key])));
      }
    }
  });
});
