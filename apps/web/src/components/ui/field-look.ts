// Apart from input.tsx so that a select styled as a form field (select.tsx) does not bring the text boxes with it:
// the header's selects are on every first visit, the forms' text boxes are not.

/** The look of every text box and select in the forms (16 px text: phones do not zoom in on focus). */
export const FIELD_LOOK =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600 aria-invalid:focus:ring-red-100 disabled:bg-stone-100';
