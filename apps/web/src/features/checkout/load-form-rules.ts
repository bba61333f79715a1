import type { Resolver } from 'react-hook-form';
import type * as Rules from './form-rules';
import type { CheckoutFormValues } from './form-values';

type FormRules = typeof Rules;

let loaded: FormRules | undefined;

/**
 * The checkout form's rules (form-rules.ts, with zod and the contract's schemas), loaded once, when first wanted: the
 * form asks for them as the shopper first reaches a field, and waits for them only if it checks a value before.
 */
export const loadFormRules = (): Promise<FormRules> => import('./form-rules').then((rules) => (loaded = rules));

/** The rules if they are in already, so that a check once they are is as immediate as it always was. */
export const formRulesIfLoaded = (): FormRules | undefined => loaded;

/** The form's resolver: the rules' own, once loaded. */
export const checkFormValues: Resolver<CheckoutFormValues> = async (values, context, options) =>
  (loaded ?? (await loadFormRules())).checkFormValues(values, context, options);
