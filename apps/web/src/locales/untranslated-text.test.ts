import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every text a shopper can see or hear goes through the translations (lib/i18n). This reads every component's source and fails on
// English written straight into the markup: text between tags, and the attributes a person sees or a screen
// reader speaks. (Texts passed through t() are keys; the locales test checks each key exists in every language.)

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx', '!../test/**'], { eager: true, query: '?raw', import: 'default' });

/** Attributes whose string value reaches a person. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/** Words, not symbols: at least two letters in a row (a "·", "−", "/" or "%" is not English). */
const WORDS = /\p{L}{2,}/u;

/** Drawings: the letters of a logo are part of its picture, which is named (translated) on the element showing it. */
const ARTWORK = new Set(['svg', 'text']);

function untranslated(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path}:${line + 1}: ${JSON.stringify(text)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (WORDS.test(text)) report(node, text);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression.text
          : undefined;
      if (SPOKEN_ATTRIBUTES.has(name) && value !== undefined && WORDS.test(value)) report(node, `${name}="${value}"`);
    } else if (ts.isJsxElement(node) && ARTWORK.has(node.openingElement.tagName.getText(file))) {
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('visible texts', () => {
  it('reads the components', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('are all behind a translation key', () => {
    const found = Object.entries(sources).flatMap(([path, source]) => untranslated(path, source));
    expect(found).toEqual([]);
  });

  it('would catch English written into the markup', () => {
    const sample = 'export const A = () => <p title="Close the panel">Your cart is empty <b>{count}</b> ·</p>;';
    expect(untranslated('sample.tsx', sample)).toEqual(['sample.tsx:1: "title=\\"Close the panel\\""', 'sample.tsx:1: "Your cart is empty"']);
  });
});
