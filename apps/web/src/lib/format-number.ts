// Numbers written as each of the shop's languages writes them, without Intl.NumberFormat: the first NumberFormat a page
// builds costs 20 to 40 ms of a single task in Chromium (it loads the number data of ICU), more than taking over a whole
// page in pieces (decision 35), and the catalogue pages show prices while the browser takes them over. The output is
// Intl's for en, es and zh, character for character (format-number.test.ts compares them), so the server's HTML and
// the browser's render agree; any other language goes to Intl.

interface Separators {
  group: string;
  decimal: string;
  /** Integers with fewer digits than this are not grouped (Spanish writes 4800 but 48.000). */
  groupFrom: number;
}

const SEPARATORS: Record<string, Separators> = {
  en: { group: ',', decimal: '.', groupFrom: 4 },
  zh: { group: ',', decimal: '.', groupFrom: 4 },
  es: { group: '.', decimal: ',', groupFrom: 5 },
};

/**
 * `value` in `language` with between `minFraction` and `maxFraction` decimals (rounded half away from zero, as Intl
 * does), its thousands grouped.
 */
export function formatNumber(value: number, language: string, minFraction: number, maxFraction: number): string {
  const separators = SEPARATORS[language];
  if (!separators || !Number.isFinite(value))
    return new Intl.NumberFormat(language, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  // Rounded on the decimal text, not on the binary value: 1.005 is 1.00499… in binary, and Intl writes it 1.01.
  const [whole = '0', fraction = ''] = roundHalfUp(Math.abs(value), maxFraction).split('.');
  let kept = fraction.replace(/0+$/, '');
  if (kept.length < minFraction) kept = kept.padEnd(minFraction, '0');
  const grouped = whole.length >= separators.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, separators.group) : whole;
  const result = kept ? `${grouped}${separators.decimal}${kept}` : grouped;
  return sign + result;
}

/** The shortest decimal text of `value` (≥ 0), rounded half up to `digits` decimals. */
function roundHalfUp(value: number, digits: number): string {
  const text = String(value);
  if (/e/i.test(text)) return value.toFixed(digits);
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return fraction ? `${whole}.${fraction}` : whole;
  const digitsOnly = whole + fraction.slice(0, digits);
  const roundUp = fraction.charCodeAt(digits) >= 53; // '5'..'9'
  let rounded = (BigInt(digitsOnly) + (roundUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  if (digits === 0) return rounded;
  rounded = `${rounded.slice(0, -digits)}.${rounded.slice(-digits)}`;
  return rounded;
}
