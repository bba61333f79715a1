#!/usr/bin/env node
// Draws the flat, illustrated SVG images used by the catalogue seed.
//
//   node apps/api/scripts/draw-catalogue-images.mjs
//
// Reads product and category slugs/names from src/db/seed/catalogue.ts with a regex (no TypeScript
// needed) and writes, under assets/media/:
//   products/<slug>-1.svg  the product on its own
//   products/<slug>-2.svg  a close-up of its texture/pattern with a small inset of the product
//   products/<slug>-3.svg  the product with a label card carrying its name
//   products/<slug>-<colour>-{1,2,3}.svg  the same three views of one colour of the product, drawn in that colour,
//                          for every variantImg('<slug>', '<Colour>') call of the catalogue
//   categories/<slug>.svg  one picture per category
// It also writes apps/web/public/placeholder.svg. Plain Node, no dependencies; output is deterministic.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = join(apiDir, 'assets', 'media');
const cataloguePath = join(apiDir, 'src', 'db', 'seed', 'catalogue.ts');
const placeholderPath = join(apiDir, '..', 'web', 'public', 'placeholder.svg');

// ------------------------------------------------------------------ read catalogue.ts
const STR = `'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)"`;
const unq = (m, i) => (m[i] ?? m[i + 1] ?? '').replace(/\\(.)/g, '$1');

function parseCatalogue(src) {
  const catStart = src.indexOf('export const categories');
  const prodStart = src.indexOf('export const products');
  if (catStart < 0 || prodStart < 0) throw new Error('catalogue.ts: categories/products not found');
  const catSrc = src.slice(catStart, src.indexOf('];', catStart));
  const prodSrc = src.slice(prodStart);
  const categories = [...catSrc.matchAll(new RegExp(`slug: (?:${STR}),\\s*name: (?:${STR}),`, 'g'))].map((m) => ({
    slug: unq(m, 1),
    name: unq(m, 3),
  }));
  const products = [...prodSrc.matchAll(new RegExp(`slug: (?:${STR}),\\s*name: (?:${STR}),[\\s\\S]*?category: (?:${STR}),`, 'g'))].map((m) => ({
    slug: unq(m, 1),
    name: unq(m, 3),
    category: unq(m, 5),
  }));
  const variants = [...prodSrc.matchAll(new RegExp(`variantImg\\((?:${STR}), (?:${STR})\\)`, 'g'))].map((m) => ({ slug: unq(m, 1), colour: unq(m, 3) }));
  return { categories, products, variants };
}

// A colour of a variant as [its main colour, a second colour for trims and patterns]. A name missing here fails
// the drawing, so a new colour in the catalogue cannot silently be drawn in the product's usual colour.
const COLOURS = {
  White: ['#F4F1E8', '#9CA3AF'],
  Blue: ['#2B5CA8', '#F4F1E8'],
  Pink: ['#E68AB0', '#F4F1E8'],
  'Gold & Green': ['#E3A81B', '#1F7A3A'],
  'Black & Gold': ['#1E1E1E', '#E3A81B'],
  'Red & Gold': ['#B8322A', '#E3A81B'],
  'Blue & Gold': ['#2B4C8C', '#E3A81B'],
  Indigo: ['#2E3A87', '#F4F1E8'],
  Ochre: ['#CC7722', '#5A2A12'],
  Rust: ['#B7410E', '#F4F1E8'],
  'Leaf Green': ['#4C9A2A', '#F4F1E8'],
  Turquoise: ['#30B5B0', '#F4F1E8'],
  'White & Silver': ['#F4F1E8', '#A8A9AD'],
  'Blue & Yellow': ['#2E86C1', '#E6B422'],
  'Earth Tones': ['#8B5A2B', '#C49A52'],
  Yellow: ['#E6B422', '#8B5A2B'],
  'White ground': ['#F4EEDC', '#2B1B12'],
  'Red ground': ['#B8322A', '#2B1B12'],
  'Indigo stripe': ['#2E3A87', '#F4F1E8'],
  'Brown stripe': ['#6B4226', '#F4F1E8'],
};
// drawings whose accent colour is the product itself (beads, a net): they take the variant's main colour as accent
const ACCENT_IS_BODY = new Set(['net', 'waistbeads', 'loosebeads', 'bracelet', 'fan']);
const colourSlug = (colour) =>
  colour
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ------------------------------------------------------------------ helpers
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function hash(s) {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const svg = (body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` + (defs ? `<defs>${defs}</defs>` : '') + body + `</svg>\n`;

// shorthand element builders (keep output small)
const R = (x, y, w, h, f, rx = 0, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${f}"${extra}/>`;
const C = (cx, cy, r, f, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${f}"${extra}/>`;
const E = (cx, cy, rx, ry, f, extra = '') => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"${extra}/>`;
const P = (d, f, extra = '') => `<path d="${d}" fill="${f}"${extra}/>`;
const S = (d, stroke, w, extra = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
// a row of round "beads" along a path, using a zero-length dash with round caps
const dots = (d, col, size, gap, offset = 0) => S(d, col, size, ` stroke-dasharray="0 ${gap}"${offset ? ` stroke-dashoffset="${offset}"` : ''}`);
const HI = ' opacity=".35"';

// ------------------------------------------------------------------ themes
const THEMES = {
  'shea-skin-care': {
    bg: '#F6E7C8',
    bg2: '#EED7A8',
    ink: '#5C4326',
    main: '#F1E4BF',
    acc: ['#8C6A3B', '#C9822B', '#6E8B3D', '#B5522C'],
    tex: 'swirl',
    kind: 'jar',
  },
  'black-soap-bath': {
    bg: '#E7DED2',
    bg2: '#D6C8B6',
    ink: '#2E2420',
    main: '#3A2D27',
    acc: ['#7A9E7E', '#C28E4A', '#4F7CA8', '#B85C5C'],
    tex: 'speckle',
    kind: 'soapball',
  },
  'kente-textiles': {
    bg: '#F6DDA0',
    bg2: '#EFC870',
    ink: '#3A2A12',
    main: '#E3A81B',
    acc: ['#1F7A3A', '#B8322A', '#1E1E1E', '#2B4C8C'],
    tex: 'kente',
    kind: 'cloth',
  },
  'waist-beads-jewellery': {
    bg: '#F8DCCB',
    bg2: '#F0C3A8',
    ink: '#5A2E22',
    main: '#C8A24A',
    acc: ['#C0392B', '#16A085', '#E6B422', '#2E86C1', '#8E44AD'],
    tex: 'beads',
    kind: 'waistbeads',
  },
  'cocoa-chocolate': {
    bg: '#EFD9C1',
    bg2: '#E2C19E',
    ink: '#3B2115',
    main: '#5A3220',
    acc: ['#C0392B', '#D4A017', '#2F6B4F', '#B5651D'],
    tex: 'choc',
    kind: 'chocbar',
  },
  'spices-seasonings': {
    bg: '#F8D2A6',
    bg2: '#F0B97E',
    ink: '#5A2A12',
    main: '#B5451B',
    acc: ['#8E2A16', '#D98E04', '#5E7B2E', '#3A2A20'],
    tex: 'grains',
    kind: 'bowl',
  },
  'teas-drinks': {
    bg: '#F6DADA',
    bg2: '#EDBDBD',
    ink: '#4A1C26',
    main: '#9E1B32',
    acc: ['#5E8C3A', '#C2185B', '#D4A017', '#3E7C59'],
    tex: 'leaves',
    kind: 'cup',
  },
  'baskets-home': {
    bg: '#F1E3C6',
    bg2: '#E5CD9E',
    ink: '#4E3620',
    main: '#D8B26E',
    acc: ['#C0392B', '#2E7D32', '#1F4E99', '#E08E0B', '#111111'],
    tex: 'weave',
    kind: 'basket',
  },
  'art-decor': {
    bg: '#EADBC8',
    bg2: '#DCC4A6',
    ink: '#2B1B12',
    main: '#5B3A22',
    acc: ['#A0522D', '#C8A24A', '#2E6E8E', '#B03A2E'],
    tex: 'grain',
    kind: 'figure',
  },
  'food-staples': {
    bg: '#F3E7CC',
    bg2: '#E8D4A8',
    ink: '#4A3A22',
    main: '#D9C29A',
    acc: ['#2E7D32', '#C0392B', '#D98E04', '#1F4E99'],
    tex: 'grains',
    kind: 'sack',
  },
};
const DEFAULT_THEME = THEMES['food-staples'];

// first match wins: [slug regex, drawing kind]
const KINDS = [
  [/balm/, 'tin'],
  [/oil|liquid|concentrate/, 'bottle'],
  [/shea-butter|shito|cocoa-powder/, 'jar'],
  [/raw-african-black-soap/, 'soapball'],
  [/soap/, 'soapbar'],
  [/net/, 'net'],
  [/stole|runner/, 'stole'],
  [/bow-tie/, 'bowtie'],
  [/kaftan|smock/, 'garment'],
  [/cushion/, 'cushion'],
  [/cloth|fabric|scarf/, 'cloth'],
  [/bracelet/, 'bracelet'],
  [/loose/, 'loosebeads'],
  [/waist|necklace/, 'waistbeads'],
  [/pendant/, 'pendant'],
  [/cuff/, 'cuff'],
  [/chocolate/, 'chocbar'],
  [/selim|prekese/, 'pods'],
  [/suya|lemongrass|moringa|baobab-fruit/, 'pouch'],
  [/nibs|dawadawa|bambara/, 'bowl'],
  [/sobolo|tea/, 'cup'],
  [/fan/, 'fan'],
  [/basket/, 'basket'],
  [/asanka/, 'asanka'],
  [/pot/, 'pot'],
  [/akuaba/, 'figure'],
  [/sankofa/, 'bird'],
  [/oware/, 'oware'],
  [/painting/, 'painting'],
  [/stamps/, 'stamps'],
  [/weights/, 'weights'],
  [/gari|banku|flour|fonio|millet/, 'sack'],
];

// colour of the product itself, first match wins
const BODY = [
  [/cocoa-butter/, '#E8CFA0'],
  [/whipped/, '#F7EFD8'],
  [/lemongrass/, '#A9C25D'],
  [/shito/, '#3B1E14'],
  [/cocoa|chocolate|nibs/, '#5A3220'],
  [/baobab-seed-oil/, '#D9A441'],
  [/liquid-black-soap/, '#4A3426'],
  [/palm-oil/, '#C8421B'],
  [/sobolo/, '#9E1B32'],
  [/moringa/, '#7FA843'],
  [/baobab-fruit/, '#EFE6D2'],
  [/suya/, '#B5651D'],
  [/dawadawa/, '#4A2E1C'],
  [/selim/, '#3A2A20'],
  [/prekese/, '#6A4426'],
  [/gari/, '#F7F2E4'],
  [/banku/, '#EFE6CF'],
  [/tom-brown/, '#B98A55'],
  [/fonio/, '#E9D9A6'],
  [/millet/, '#CFC6B0'],
  [/bambara/, '#E6D3AE'],
  [/honey/, '#6A4A2A'],
  [/black-soap/, '#2F2420'],
  [/akuaba|sankofa|oware/, '#3A2618'],
  [/brass|pendant|cuff|weights/, '#C8A24A'],
  [/clay|pot|asanka/, '#B5653A'],
  [/basket|fan/, '#D8B26E'],
  [/stamps/, '#C9A66B'],
];

// texture overrides by slug (otherwise the category's texture)
const TEX = [
  [/fugu|daboya/, 'strip'],
  [/adinkra/, 'adinkra'],
  [/batik|tie-dye/, 'batik'],
  [/kente/, 'kente'],
  [/pot|asanka/, 'clay'],
  [/brass|pendant|cuff|weights/, 'brass'],
];

const pick = (table, slug, dflt) => (table.find(([re]) => re.test(slug)) ?? [null, dflt])[1];

// ------------------------------------------------------------------ textures (pattern id="tx")
function texture(name, t, a, b) {
  const pat = (w, h, body, extra = '') => `<pattern id="tx" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;
  switch (name) {
    case 'swirl':
      return pat(80, 80, R(0, 0, 80, 80, b) + S('M0 40q20-26 40 0t40 0M0 80q20-26 40 0t40 0', t.ink, 3, ' opacity=".18"') + C(60, 18, 6, '#fff', HI));
    case 'speckle':
      return pat(50, 50, R(0, 0, 50, 50, b) + C(10, 12, 3, '#8a7060') + C(34, 20, 2, '#d8c8a8') + C(22, 38, 4, '#5a4638') + C(44, 44, 2, '#a08060'));
    case 'kente':
      return pat(
        120,
        120,
        R(0, 0, 120, 120, t.main) +
          R(0, 0, 120, 14, a) +
          R(0, 60, 120, 14, a) +
          R(0, 30, 120, 6, t.ink) +
          R(0, 94, 120, 6, t.ink) +
          R(0, 40, 30, 20, a) +
          R(60, 100, 30, 20, a) +
          R(90, 40, 30, 20, '#B8322A') +
          R(30, 100, 30, 20, '#B8322A') +
          R(40, 40, 6, 20, t.ink) +
          R(100, 100, 6, 20, t.ink),
      );
    case 'adinkra':
      return pat(
        100,
        100,
        R(0, 0, 100, 100, b === t.main && !t.colour ? '#F4EEDC' : b) +
          S('M0 0h100v100', t.ink, 2, ' opacity=".6"') +
          C(50, 50, 20, 'none', ` stroke="${t.ink}" stroke-width="6"`) +
          S('M50 30v40M30 50h40', t.ink, 5) +
          C(50, 50, 5, t.ink),
      );
    case 'batik':
      return pat(
        90,
        90,
        R(0, 0, 90, 90, b) +
          C(45, 45, 30, 'none', ' stroke="#fff" stroke-width="5" opacity=".6"') +
          C(45, 45, 14, '#fff', ' opacity=".5"') +
          C(0, 0, 12, '#fff', HI) +
          C(90, 90, 12, '#fff', HI),
      );
    case 'strip':
      return pat(
        80,
        80,
        R(0, 0, 80, 80, '#F4F1E8') +
          R(0, 0, 10, 80, t.stripe ?? '#1F3A6B') +
          R(16, 0, 6, 80, t.stripe ?? '#1F3A6B') +
          R(40, 0, 18, 80, b === t.main ? (t.stripe ?? '#1F3A6B') : a) +
          R(66, 0, 4, 80, t.stripe ?? '#1F3A6B') +
          S('M0 40h80', '#000', 1, ' opacity=".15"'),
      );
    case 'beads':
      return pat(
        60,
        60,
        R(0, 0, 60, 60, t.bg2) +
          C(30, 30, 22, a) +
          C(22, 22, 6, '#fff', ' opacity=".5"') +
          C(0, 0, 10, b) +
          C(60, 0, 10, b) +
          C(0, 60, 10, b) +
          C(60, 60, 10, b),
      );
    case 'choc':
      return pat(100, 100, R(0, 0, 100, 100, '#3B2115') + R(5, 5, 90, 90, t.main, 6) + R(18, 18, 64, 64, '#6B3C26', 4));
    case 'grains':
      return pat(
        60,
        60,
        R(0, 0, 60, 60, b) +
          E(12, 14, 6, 4, t.ink, ' opacity=".25"') +
          E(40, 10, 5, 3, '#fff', ' opacity=".4"') +
          E(28, 34, 6, 4, a, ' opacity=".5"') +
          E(50, 46, 5, 4, t.ink, ' opacity=".2"') +
          E(10, 50, 4, 3, '#fff', ' opacity=".4"'),
      );
    case 'leaves':
      return pat(
        100,
        100,
        R(0, 0, 100, 100, t.bg) + P('M20 70q10-45 50-50q-5 45-50 50z', a) + S('M22 68l44-44', '#fff', 2, ' opacity=".5"') + C(80, 80, 8, b, ' opacity=".7"'),
      );
    case 'weave':
      return pat(
        40,
        40,
        R(0, 0, 40, 40, t.main) +
          R(0, 0, 20, 20, '#C49A52') +
          R(20, 20, 20, 20, '#C49A52') +
          S('M0 10h20M20 30h20', t.ink, 1, ' opacity=".25"') +
          S('M30 0v20M10 20v20', t.ink, 1, ' opacity=".25"'),
        ' patternTransform="rotate(45)"',
      );
    case 'grain':
      return pat(
        160,
        60,
        R(0, 0, 160, 60, '#8A5A36') + S('M0 15q40-12 80 0t80 0M0 42q40-12 80 0t80 0', '#5B3A22', 4) + S('M0 30q40 8 80 0t80 0', '#A8764C', 3),
      );
    case 'clay':
      return pat(80, 40, R(0, 0, 80, 40, '#B5653A') + S('M0 20q20-10 40 0t40 0', '#8E4A28', 4) + C(60, 8, 3, '#D9905E'));
    case 'brass':
      return pat(60, 60, R(0, 0, 60, 60, '#C8A24A') + S('M0 30q15-15 30 0t30 0', '#8E6F24', 4) + C(15, 10, 4, '#E9CF7A') + C(45, 50, 4, '#E9CF7A'));
    default:
      return pat(40, 40, R(0, 0, 40, 40, b));
  }
}

// ------------------------------------------------------------------ drawings (centred on 300,300, ~160..460)
const DRAW = {
  jar: (t, a, b) =>
    R(190, 250, 220, 190, b, 28, ` stroke="${t.ink}" stroke-opacity=".15" stroke-width="3"`) +
    R(180, 205, 240, 55, a, 14) +
    R(200, 300, 200, 90, '#fff', 8, ' opacity=".9"') +
    R(225, 322, 150, 12, a, 6) +
    R(245, 350, 110, 8, t.ink, 4, HI) +
    R(206, 268, 14, 150, '#fff', 7, HI),
  tin: (t, a, b) =>
    R(180, 300, 240, 80, b) + E(300, 380, 120, 30, b) + E(300, 300, 120, 30, a) + E(300, 296, 88, 18, '#fff', HI) + R(180, 330, 240, 14, a, 0, ' opacity=".6"'),
  bottle: (t, a, b) =>
    R(262, 150, 76, 56, a, 10) +
    P('M268 205h64v40q58 20 58 72v128a20 20 0 0 1-20 20H230a20 20 0 0 1-20-20V317q0-52 58-72z', b) +
    R(225, 330, 150, 80, '#fff', 8, ' opacity=".9"') +
    R(245, 352, 110, 12, a, 6) +
    R(260, 378, 80, 8, t.ink, 4, HI) +
    R(222, 300, 12, 130, '#fff', 6, HI),
  soapball: (t, a, b) =>
    P('M300 228c72 0 124 42 118 108s-58 112-122 106-118-46-112-112 44-102 116-102z', b) +
    C(250, 300, 6, '#6b5548') +
    C(330, 280, 4, '#8a7060') +
    C(360, 360, 7, '#5a4638') +
    C(280, 390, 5, '#8a7060') +
    C(310, 330, 4, '#a08060') +
    P('M320 240c30 4 56 20 66 44', 'none', ' stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".2"') +
    P('M380 240q40-40 70-20q-30 35-70 20z', a),
  soapbar: (t, a, b) =>
    R(165, 255, 270, 160, b, 34) +
    R(182, 268, 236, 132, '#fff', 24, ' opacity=".12"') +
    C(300, 334, 34, 'none', ` stroke="${a}" stroke-width="7"`) +
    P('M300 314q18 20 0 40q-18-20 0-40z', a) +
    R(190, 280, 70, 10, '#fff', 5, HI),
  net: (t, a) =>
    S('M150 190C300 110 360 300 300 340S240 490 450 420', a, 74) +
    S('M150 190C300 110 360 300 300 340S240 490 450 420', '#fff', 62, ' stroke-dasharray="3 9" opacity=".55"'),
  stole: (t, a) =>
    P('M250 120h100l10 330h-120z', 'url(#tx)') +
    S('M250 120h100M240 450h120', t.ink, 4, HI) +
    S('M246 452v40M262 452v40M278 452v40M294 452v40M310 452v40M326 452v40M342 452v40M356 452v40', a, 5),
  bowtie: (t, a) =>
    P('M300 300L170 220v160zM300 300l130-80v160z', 'url(#tx)') + S('M300 300L170 220v160zM300 300l130-80v160z', t.ink, 4, HI) + R(275, 265, 50, 70, a, 12),
  garment: (t, a) =>
    P('M230 160h140l110 70-40 70-50-30v200H210V270l-50 30-40-70z', 'url(#tx)') +
    P('M265 160q35 60 70 0z', t.bg2) +
    S('M230 160h140l110 70-40 70-50-30v200H210V270l-50 30-40-70z', t.ink, 4, HI) +
    R(270, 330, 60, 70, a, 6, ' opacity=".8"'),
  cushion: (t, a) =>
    P('M170 180q130-20 260 0q20 120 0 240q-130 20-260 0q-20-120 0-240z', 'url(#tx)') +
    S('M170 180q130-20 260 0q20 120 0 240q-130 20-260 0q-20-120 0-240z', t.ink, 4, HI) +
    C(300, 300, 16, a) +
    C(300, 300, 5, t.ink, HI),
  cloth: (t, a) =>
    R(160, 360, 280, 70, 'url(#tx)', 10) +
    R(175, 290, 260, 70, 'url(#tx)', 10) +
    R(165, 220, 270, 70, 'url(#tx)', 10) +
    S('M160 360h280M175 290h260', t.ink, 4, ' opacity=".3"') +
    R(165, 220, 270, 70, 'none', 10, ` stroke="${t.ink}" stroke-width="3" opacity=".3"`) +
    R(360, 180, 24, 270, a, 6, ' opacity=".85"'),
  waistbeads: (t, a) =>
    S('M140 260Q300 470 460 260', t.ink, 2, HI) +
    dots('M140 260Q300 470 460 260', a, 24, 26) +
    dots('M140 260Q300 470 460 260', '#E6B422', 24, 52, 13) +
    S('M140 260q-30-40 10-70M460 260q30-40-10-70', t.ink, 3, HI),
  bracelet: (t, a) =>
    dots('M180 300a120 50 0 1 0 240 0a120 50 0 1 0-240 0', a, 26, 27) +
    dots('M200 250a100 45 0 1 0 200 0a100 45 0 1 0-200 0', '#E6B422', 24, 26) +
    dots('M190 350a110 48 0 1 0 220 0a110 48 0 1 0-220 0', '#16A085', 24, 26),
  loosebeads: (t, a) =>
    [
      [230, 380, a],
      [290, 395, '#E6B422'],
      [350, 380, '#2E86C1'],
      [260, 335, '#C0392B'],
      [320, 340, a],
      [290, 290, '#16A085'],
      [200, 410, '#8E44AD'],
      [390, 410, '#E6B422'],
    ]
      .map(([x, y, c]) => C(x, y, 30, c) + C(x, y, 8, t.bg2) + C(x - 10, y - 12, 6, '#fff', ' opacity=".5"'))
      .join(''),
  pendant: (t, a, b) =>
    S('M190 140Q300 420 410 140', '#1E1E1E', 5) +
    C(300, 360, 70, b) +
    C(300, 360, 54, 'none', ' stroke="#8E6F24" stroke-width="6"') +
    S('M300 320v80M260 360h80', '#8E6F24', 10) +
    C(300, 360, 12, '#8E6F24') +
    C(300, 285, 10, 'none', ` stroke="${b}" stroke-width="6"`),
  cuff: (t, a, b) =>
    `<path d="M230 200A110 120 0 1 0 370 200" fill="none" stroke="${b}" stroke-width="60"/>` +
    dots('M232 205A106 116 0 1 0 368 205', '#8E6F24', 10, 22) +
    S('M215 190A125 135 0 1 0 385 190', '#E9CF7A', 4, HI),
  chocbar: (t, a, b) =>
    R(180, 150, 240, 300, b, 10) +
    S('M240 150v160M300 150v160M360 150v160M180 210h240M180 270h240', '#3B2115', 4, ' opacity=".5"') +
    R(172, 300, 256, 160, a, 8) +
    R(190, 350, 220, 60, '#fff', 6, ' opacity=".9"') +
    R(215, 368, 170, 10, a, 5) +
    R(245, 388, 110, 7, t.ink, 3, HI),
  pods: (t, a, b) =>
    [
      [-30, 0],
      [-10, 40],
      [15, -30],
      [30, 20],
    ]
      .map(([r, dx]) => `<g transform="rotate(${r} 300 300)">${R(290 + dx, 150, 36, 300, b, 18)}${S(`M${308 + dx} 165v270`, '#fff', 3, ' opacity=".3"')}</g>`)
      .join('') + R(200, 300, 200, 24, a, 8),
  pouch: (t, a, b) =>
    P('M200 180h200l15 270H185z', a) +
    R(200, 180, 200, 18, t.ink, 4, ' opacity=".3"') +
    R(230, 240, 140, 110, b, 12) +
    S('M245 270h110', '#fff', 8, HI) +
    R(220, 375, 160, 14, '#fff', 7, ' opacity=".8"') +
    R(250, 400, 100, 8, '#fff', 4, ' opacity=".6"'),
  bowl: (t, a, b) =>
    dots('M195 330q105-90 210 0', b, 34, 30) +
    dots('M215 320q85-60 170 0', b, 34, 30, 15) +
    dots('M240 300q60-50 120 0', b, 30, 28) +
    P('M160 330h280q-10 110-140 110T160 330z', a) +
    S('M160 330h280', t.ink, 6, HI) +
    S('M200 380q100 40 200 0', '#fff', 6, HI),
  cup: (t, a, b) =>
    E(300, 430, 150, 26, '#fff', ' opacity=".8"') +
    P('M190 270h220v70q0 90-110 90t-110-90z', '#fff') +
    S('M410 300q60 0 45 50t-55 30', '#fff', 16) +
    E(300, 272, 110, 20, b) +
    S('M260 240q-15-30 0-55M310 240q-15-30 0-55', '#fff', 6, ' opacity=".7"') +
    P('M150 470q30-70 110-60q-40 60-110 60z', a) +
    R(210, 330, 180, 10, a, 5, ' opacity=".6"'),
  basket: (t, a, b) =>
    S('M215 260q85-190 170 0', '#6B4226', 18) +
    S('M215 260q85-190 170 0', '#C9A66B', 18, ' stroke-dasharray="6 10"') +
    P('M170 250h260q0 200-130 200t-130-200z', 'url(#tx)') +
    P('M176 300h248q-4 30-12 50H188q-8-20-12-50z', a, ' opacity=".85"') +
    P('M198 380h204q-8 20-20 35H218q-12-15-20-35z', '#1E1E1E', ' opacity=".6"') +
    E(300, 250, 130, 20, b) +
    E(300, 250, 110, 12, '#8A6A3A', HI),
  fan: (t, a) =>
    R(285, 370, 30, 120, '#6B4226', 8) +
    C(300, 270, 130, 'url(#tx)') +
    C(300, 270, 95, 'none', ` stroke="${a}" stroke-width="18"`) +
    C(300, 270, 40, a, ' opacity=".7"') +
    C(300, 270, 130, 'none', ' stroke="#6B4226" stroke-width="8"'),
  pot: (t, a, b) =>
    C(300, 330, 130, 'url(#tx)') +
    R(230, 180, 140, 40, b, 10) +
    E(300, 182, 75, 14, '#5A2E18') +
    dots('M185 300q115 30 230 0', '#8E4A28', 10, 20) +
    P('M200 260q20-60 80-70', 'none', ' stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".2"'),
  asanka: (t, a, b) =>
    P('M150 300h300q-10 140-150 140T150 300z', 'url(#tx)') +
    E(300, 300, 150, 34, '#8E4A28') +
    S('M190 300l20 20M230 300l15 25M270 300l10 26M310 300l5 26M350 300l0 25M390 300l-5 20', '#5A2E18', 4) +
    E(300, 300, 150, 34, 'none', ` stroke="${b}" stroke-width="8"`) +
    S('M380 180l-60 130', '#8A5A36', 26) +
    C(310, 324, 14, '#E23B1E') +
    C(280, 318, 12, '#C0392B') +
    C(340, 316, 10, a),
  figure: (t, a, b) =>
    C(300, 200, 90, b) +
    E(300, 200, 60, 66, 'none', ` stroke="${a}" stroke-width="4" opacity=".5"`) +
    C(272, 205, 8, t.bg2) +
    C(328, 205, 8, t.bg2) +
    S('M292 240h16', t.bg2, 4) +
    dots('M300 300v30', b, 34, 14) +
    R(285, 290, 30, 60, b) +
    R(220, 350, 160, 24, b, 12) +
    P('M265 350h70l-5 100h-60z', b) +
    R(250, 445, 100, 20, b, 6) +
    P('M245 140q50-40 110 0', 'none', ' stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".15"'),
  bird: (t, a, b) =>
    R(150, 150, 300, 300, 'url(#tx)', 24) +
    R(150, 150, 300, 300, 'none', 24, ` stroke="${b}" stroke-width="10"`) +
    P('M200 350q40-90 150-60q40 10 50 40q-60 30-140 30z', b) +
    P('M340 295q10-90-50-95q-40 0-35 40q5 30 40 25', 'none', ` stroke="${b}" stroke-width="22" stroke-linecap="round"`) +
    C(255, 240, 22, b) +
    P('M235 250l-30 12 28 5z', '#C8A24A') +
    C(300, 300, 14, '#F1E4BF') +
    S('M270 380v40M320 380v40', b, 8),
  oware: (t, a, b) =>
    R(140, 210, 320, 180, b, 40) +
    R(150, 220, 300, 160, '#fff', 34, ' opacity=".06"') +
    dots('M205 270h190', '#1E120B', 44, 38) +
    dots('M205 330h190', '#1E120B', 44, 38) +
    C(165, 300, 14, '#1E120B') +
    C(435, 300, 14, '#1E120B') +
    dots('M200 268h190', '#C8B89A', 10, 38) +
    dots('M210 334h190', a, 10, 38),
  painting: (t, a, b, slug) =>
    R(150, 150, 300, 300, '#6B4226', 6) +
    R(170, 170, 260, 260, '#F4C98A') +
    C(370, 230, 28, a) +
    R(170, 330, 260, 100, '#2E6E8E') +
    S('M180 360h80M300 390h110', '#fff', 4, HI) +
    (/lighthouse/.test(slug)
      ? P('M250 330l10-120h24l10 120z', '#fff') + R(258, 240, 32, 18, '#C0392B') + R(254, 290, 40, 18, '#C0392B') + R(262, 196, 24, 16, '#2B1B12')
      : /boats/.test(slug)
        ? P('M190 340h110l-20 30h-70z', '#C0392B') +
          P('M300 350h110l-20 30h-70z', '#E6B422') +
          S('M245 340v-80M355 350v-70', '#2B1B12', 4) +
          P('M245 262l40 30h-40z', '#1F7A3A')
        : [
            [220, a],
            [300, '#1F7A3A'],
            [380, '#C0392B'],
          ]
            .map(([x, c]) => E(x, 240, 40, 10, '#8A5A36') + C(x, 265, 16, '#5B3A22') + P(`M${x - 30} 360l30-80 30 80z`, c))
            .join('')),
  stamps: (t, a, b) =>
    [
      [210, 250],
      [390, 250],
      [300, 370],
    ]
      .map(
        ([x, y]) =>
          S(`M${x} ${y}l0-70`, '#A8764C', 12) +
          C(x, y, 60, b) +
          C(x, y, 38, 'none', ` stroke="${t.ink}" stroke-width="8"`) +
          S(`M${x - 20} ${y}h40M${x} ${y - 20}v40`, t.ink, 8),
      )
      .join(''),
  weights: (t, a, b) =>
    R(180, 360, 90, 60, b, 6) +
    S('M195 390q15-20 30 0t30 0', '#8E6F24', 5) +
    P('M330 420l50-90 50 90z', b) +
    C(380, 395, 8, '#8E6F24') +
    C(300, 250, 24, b) +
    R(280, 272, 40, 60, b, 12) +
    S('M280 290l-25 25M320 290l25 25', b, 10) +
    R(200, 280, 50, 50, b, 25) +
    R(360, 230, 60, 40, b, 8) +
    S('M372 250h36', '#8E6F24', 4),
  sack: (t, a, b) =>
    P('M215 200q85 20 170 0l30 60q30 90 0 180q-115 20-230 0q-30-90 0-180z', '#C29A5E') +
    S('M200 280q100 14 200 0M195 360q105 14 210 0', '#A67C42', 3, HI) +
    P('M230 170q70-20 140 0l-15 30q-55 15-110 0z', '#B08748') +
    S('M240 200q60 15 120 0', '#6B4226', 8) +
    R(235, 300, 130, 90, '#fff', 8, ' opacity=".85"') +
    R(255, 325, 90, 12, a, 6) +
    R(265, 350, 70, 8, t.ink, 4, HI) +
    E(300, 455, 150, 14, b) +
    dots('M200 450h200', b, 12, 18),
};

// ------------------------------------------------------------------ compositions
function productArt(p) {
  const theme = THEMES[p.category] ?? DEFAULT_THEME;
  const h = hash(p.slug);
  const kind = pick(KINDS, p.slug, theme.kind);
  // A colour variant: the product's drawing, its body and patterns in the variant's colours.
  const [c1, c2] = p.colour ? COLOURS[p.colour] : [];
  const t = p.colour ? { ...theme, main: c1, acc: [c2], stripe: c1, colour: p.colour } : theme;
  const a = p.colour ? (ACCENT_IS_BODY.has(kind) ? c1 : c2) : t.acc[h % t.acc.length];
  const b = p.colour ? c1 : pick(BODY, p.slug, t.main);
  const texName = pick(TEX, p.slug, t.tex);
  return { t, a, b, kind, h, draw: () => DRAW[kind](t, a, b, p.slug), tex: texture(texName, t, a, b) };
}

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? line + ' ' + word : word;
  }
  if (line) lines.push(line);
  return lines;
}

function view1(p) {
  const { t, a, draw, tex, h } = productArt(p);
  const r = 220 + (h % 3) * 10;
  return svg(
    R(0, 0, 600, 600, t.bg) +
      C(300, 290, r, t.bg2) +
      E(300, 470, 170, 20, t.ink, ' opacity=".12"') +
      C(80, 80, 10, a, ' opacity=".5"') +
      C(520, 520, 14, a, ' opacity=".4"') +
      C(540, 90, 6, t.ink, ' opacity=".2"') +
      draw(),
    tex,
  );
}

function view2(p) {
  const { t, a, draw, tex } = productArt(p);
  return svg(
    R(0, 0, 600, 600, 'url(#tx)') +
      R(0, 0, 600, 600, 'none', 0, ` stroke="${t.ink}" stroke-width="24" opacity=".12"`) +
      C(462, 462, 118, t.bg, ` stroke="#fff" stroke-width="8"`) +
      `<g transform="translate(462 462) scale(.36) translate(-300 -300)">${draw()}</g>` +
      R(24, 24, 120, 36, a, 18) +
      R(44, 38, 80, 8, '#fff', 4, ' opacity=".8"'),
    tex,
  );
}

function view3(p, categoryName) {
  const { t, a, draw, tex, h } = productArt(p);
  const lines = wrap(p.colour ? `${p.name} · ${p.colour}` : p.name, 24).slice(0, 3);
  const fs = lines.length > 2 ? 26 : 30;
  const lh = fs + 6;
  const cardH = 56 + lines.length * lh;
  const cardY = 580 - cardH;
  const tilt = (h % 2 ? -1 : 1) * 4;
  const text =
    `<text x="300" y="${cardY + 30}" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="bold" letter-spacing="2" fill="${a}">${esc(categoryName.toUpperCase())}</text>` +
    lines
      .map(
        (l, i) => `<text x="300" y="${cardY + 64 + i * lh}" text-anchor="middle" font-family="sans-serif" font-size="${fs}" fill="${t.ink}">${esc(l)}</text>`,
      )
      .join('');
  return svg(
    R(0, 0, 600, 600, t.bg2) +
      R(0, 0, 600, 600 - cardH - 20, t.bg) +
      `<g transform="translate(300 ${(600 - cardH) / 2 - 10}) rotate(${tilt}) scale(.68) translate(-300 -310)">${draw()}</g>` +
      R(20, cardY, 560, cardH, '#fff', 18) +
      R(20, cardY, 10, cardH, a, 5) +
      text,
    tex,
  );
}

function categoryArt(c) {
  const t = THEMES[c.slug] ?? DEFAULT_THEME;
  const a = t.acc[0];
  const fake = { slug: c.slug, category: c.slug };
  const b = t.main;
  return svg(
    R(0, 0, 600, 600, 'url(#tx)') +
      C(300, 300, 230, t.bg, ' stroke="#fff" stroke-width="12"') +
      C(300, 300, 200, t.bg2, ' opacity=".6"') +
      `<g transform="translate(300 300) scale(.8) translate(-300 -300)">${DRAW[t.kind](t, a, b, fake.slug)}</g>`,
    texture(t.tex, t, a, t.acc[1]),
  );
}

const PLACEHOLDER = svg(
  R(0, 0, 600, 600, '#E5E7EB') +
    R(180, 200, 240, 200, 'none', 20, ' stroke="#9CA3AF" stroke-width="14"') +
    C(250, 260, 22, '#9CA3AF') +
    P('M195 385l70-80 45 50 40-35 55 65z', '#9CA3AF'),
);

// ------------------------------------------------------------------ write
const { categories, products, variants } = parseCatalogue(readFileSync(cataloguePath, 'utf8'));
if (!products.length || !categories.length) throw new Error('no products/categories parsed from catalogue.ts');
const catName = Object.fromEntries(categories.map((c) => [c.slug, c.name]));

mkdirSync(join(mediaDir, 'products'), { recursive: true });
mkdirSync(join(mediaDir, 'categories'), { recursive: true });
mkdirSync(dirname(placeholderPath), { recursive: true });

let files = 0;
let largest = 0;
const out = (path, content) => {
  writeFileSync(path, content);
  files++;
  largest = Math.max(largest, Buffer.byteLength(content));
};
for (const p of products) {
  out(join(mediaDir, 'products', `${p.slug}-1.svg`), view1(p));
  out(join(mediaDir, 'products', `${p.slug}-2.svg`), view2(p));
  out(join(mediaDir, 'products', `${p.slug}-3.svg`), view3(p, catName[p.category] ?? ''));
}
const bySlug = new Map(products.map((p) => [p.slug, p]));
const drawn = new Set();
for (const v of variants) {
  const p = bySlug.get(v.slug);
  if (!p) throw new Error(`variantImg names an unknown product ${v.slug}`);
  if (!COLOURS[v.colour]) throw new Error(`no colour is known for "${v.colour}" (${v.slug}): add it to COLOURS`);
  const name = `${v.slug}-${colourSlug(v.colour)}`;
  if (drawn.has(name)) continue;
  drawn.add(name);
  const coloured = { ...p, colour: v.colour };
  out(join(mediaDir, 'products', `${name}-1.svg`), view1(coloured));
  out(join(mediaDir, 'products', `${name}-2.svg`), view2(coloured));
  out(join(mediaDir, 'products', `${name}-3.svg`), view3(coloured, catName[p.category] ?? ''));
}
for (const c of categories) out(join(mediaDir, 'categories', `${c.slug}.svg`), categoryArt(c));
out(placeholderPath, PLACEHOLDER);

console.log(`${products.length} products, ${drawn.size} colour variants, ${categories.length} categories: wrote ${files} SVG files (largest ${largest} bytes)`);
