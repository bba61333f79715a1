import { describe, expect, it } from 'vitest';
import { ERRORS, fillTemplate, wordMessage, type MessageSpec } from '@shop/contract/errors';
import { FIELD_MESSAGES, fieldMessage, type FieldMessageCode } from '@shop/contract/field-messages';
import { CLIENT_ERRORS, CLIENT_FIELD_MESSAGES } from '@/lib/client-errors';
import en from './en/errors.json';
import es from './es/errors.json';
import zh from './zh/errors.json';

// The "errors" namespace is the API's catalogue (ERRORS, FIELD_MESSAGES) and the storefront's own codes: every
// code has its text in every language, and the English texts are the contract's, so they cannot drift apart.

type Bundle = Record<string, string> & { fields: Record<string, string> };
const bundles = { en, es, zh } as unknown as Record<'en' | 'es' | 'zh', Bundle>;
const specs = Object.entries(ERRORS) as [string, MessageSpec][];

/** Every figure a message names, with a sample value (`count` is 42 unless asked). */
const figures = (count = 42) => ({ retry_after: count, minutes: count, available: 3, in_cart: 2, moq: 5, max: 10000 });

/** The keys the translator reads for a code: its plural forms (keyed on count) and its context wording. */
function keysOf(code: string, spec: MessageSpec): string[] {
  const keys = spec.plural ? ['one', 'many', 'other'].map((form) => `${code}_${form}`) : [code];
  return spec.when ? [...keys, `${code}_${spec.when.param}`] : keys;
}

describe('the errors namespace', () => {
  it.each(['en', 'es', 'zh'] as const)('%s has a text for every server code, field code and client code, and nothing else', (language) => {
    const bundle = bundles[language];
    const expected = [...specs.flatMap(([code, spec]) => keysOf(code, spec)), ...Object.keys(CLIENT_ERRORS), 'fields'].sort();
    const missing = expected.filter((key) => !(key in bundle));
    expect(missing, `${language}/errors.json lacks`).toEqual([]);
    expect(Object.keys(bundle).sort()).toEqual(expected);
    const fieldCodes = [...Object.keys(FIELD_MESSAGES), ...Object.keys(CLIENT_FIELD_MESSAGES)].sort();
    expect(
      fieldCodes.filter((code) => !bundle.fields[code]),
      `${language}/errors.json fields lacks`,
    ).toEqual([]);
    expect(Object.keys(bundle.fields).sort()).toEqual(fieldCodes);
  });

  it("is the contract's English for every server code, with the same figures filled in", () => {
    for (const [code, spec] of specs) {
      if (spec.plural) {
        const one = { ...figures(), [spec.plural]: 1 };
        expect(fillTemplate(en[`${code}_one` as keyof typeof en] as string, one), code).toBe(wordMessage(spec, one));
        for (const form of ['many', 'other']) {
          expect(fillTemplate(en[`${code}_${form}` as keyof typeof en] as string, figures()), `${code}_${form}`).toBe(wordMessage(spec, figures()));
        }
      } else {
        const plain = spec.when ? { ...figures(), [spec.when.param]: 0 } : figures();
        expect(fillTemplate(en[code as keyof typeof en] as string, plain), code).toBe(wordMessage(spec, plain));
      }
      if (spec.when) {
        const key = `${code}_${spec.when.param}` as keyof typeof en;
        expect(fillTemplate(en[key] as string, figures()), key).toBe(wordMessage(spec, figures()));
      }
    }
  });

  it("is the contract's English for every field code, and the storefront's for its own codes", () => {
    for (const code of Object.keys(FIELD_MESSAGES) as FieldMessageCode[]) {
      expect(fillTemplate(en.fields[code], { field: 'customer_id' }), code).toBe(fieldMessage(code, 'customer_id'));
    }
    for (const [code, text] of Object.entries(CLIENT_FIELD_MESSAGES)) expect(bundles.en.fields[code], code).toBe(text);
    for (const [code, text] of Object.entries(CLIENT_ERRORS)) expect(en[code as keyof typeof en], code).toBe(text);
  });
});
