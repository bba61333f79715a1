// How the catalogue's forms read their text boxes into the contract's values (register's setValueAs): an empty box is
// "not given" (the server's default, or no change), anything not a whole number is NaN, which the contract refuses with
// its own message.

/** An optional text: '' (or only spaces) is undefined. */
export const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number typed in a box: '' is undefined, '12' is 12, anything else NaN. */
export function wholeNumberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A choice of a select of ids: '' (nothing chosen) is NaN. */
export const chosenId = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));
