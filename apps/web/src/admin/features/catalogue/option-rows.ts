// A new stock item's options as the form holds them: rows of name and value ("Size" / "M"), at most 5, an empty row
// ignored. The contract takes them as one record ({ Size: 'M' }, attributesInput); these are its rules, checked row by
// row so each problem shows beside its own box (the record's rule could only name the whole field).

export interface OptionRow {
  name: string;
  value: string;
}

/** The most options a stock item has (the contract's attributesInput). */
export const MAX_OPTIONS = 5;
export const OPTION_NAME_MAX = 40;
export const OPTION_VALUE_MAX = 80;
export const EMPTY_OPTION: OptionRow = { name: '', value: '' };

/** What is wrong with a row's box, as a key of product.itemForm.problems. */
export type OptionProblem = 'nameMissing' | 'nameTooLong' | 'nameTwice' | 'valueMissing' | 'valueTooLong' | 'control';
export interface RowProblems {
  name?: OptionProblem;
  value?: OptionProblem;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Each row's problems (an empty object for a good row); none at all means the rows can be sent. */
export function optionProblems(rows: readonly OptionRow[]): RowProblems[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const name = row.name.trim();
    const value = row.value.trim();
    const problems: RowProblems = {};
    if (!name && value) problems.name = 'nameMissing';
    else if (name.length > OPTION_NAME_MAX) problems.name = 'nameTooLong';
    else if (CONTROL.test(name)) problems.name = 'control';
    else if (name && seen.has(name.toLowerCase())) problems.name = 'nameTwice';
    if (name && !value) problems.value = 'valueMissing';
    else if (value.length > OPTION_VALUE_MAX) problems.value = 'valueTooLong';
    else if (CONTROL.test(value)) problems.value = 'control';
    if (name) seen.add(name.toLowerCase());
    return problems;
  });
}

export const hasProblems = (problems: readonly RowProblems[]) => problems.some((row) => row.name || row.value);

/** The record the server takes: the filled rows, trimmed, in their order. */
export const attributesOf = (rows: readonly OptionRow[]): Record<string, string> =>
  Object.fromEntries(rows.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value.trim()]));
