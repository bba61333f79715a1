import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

// tailwind-merge's full default config (every utility of Tailwind) costs about 8 KB gzipped of the first visit, more
// than the budget leaves (decision 0011). This config knows the utilities our primitives are styled with and that a
// caller's className overrides (size, spacing, colours, type, borders, flex); any other class passes through
// untouched, as it did with clsx alone. Add a group here when an override of a new kind does not win.

const color = (value: string) => /^(inherit|current|transparent|black|white|[a-z]+-\d{2,3})(\/\d+)?$/.test(value);
const tshirt = (value: string) => /^(\d?(xs|sm|md|lg|xl)|none|full|base)$/.test(value);
const number = (value: string) => /^\d+$/.test(value);
const any = () => true;

/** One group per prefix whose value can be anything (spacing and sizes: `p-4`, `w-[calc(100%-2rem)]`). */
const scale = (...prefixes: string[]) => Object.fromEntries(prefixes.map((prefix) => [prefix, [{ [prefix]: [any] }]]));

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    ...scale('p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'gap', 'gap-x', 'gap-y'),
    ...scale('w', 'min-w', 'max-w', 'h', 'min-h', 'max-h', 'size'),
    'flex-direction': [{ flex: ['row', 'col', 'row-reverse', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'nowrap', 'wrap-reverse'] }],
    flex: [{ flex: [number, 'auto', 'initial', 'none'] }],
    shrink: [{ shrink: ['', number] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
    'font-size': [{ text: [tshirt] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [color] }],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold', 'extrabold'] }],
    'bg-color': [{ bg: [color] }],
    rounded: [{ rounded: ['', tshirt] }],
    'border-w': [{ border: ['', number] }],
    'border-color': [{ border: [color] }],
    shadow: [{ shadow: ['', tshirt] }],
    cursor: [{ cursor: ['auto', 'default', 'pointer', 'not-allowed'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names; of two that set the same thing (`px-4` then `px-2`), the later one wins. */
export const cn = (...values: ClassValue[]) => merge(clsx(values));
