import { i18n, type TFunction } from '@/lib/i18n';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ERRORS, type MessageSpec } from '@shop/contract/errors';
import { ApiError } from './api-client';
import { CLIENT_ERRORS, type ClientErrorCode } from './client-errors';

// The one translator of failures: an ApiError by its code and params (the API's catalogue, ERRORS, or a client
// code), a form field's message by its code (the contract's FIELD_MESSAGES, or the storefront's own). Never by
// the English sentence. The texts are the "errors" namespace, which loads with the features that show failures.

export const ERRORS_NAMESPACE = 'errors';

/** Translates a failure, or a form field's message code. */
export interface ErrorText {
  /** A field's message code ('PASSWORD_MIN'); undefined (no error) stays undefined. */
  (code: string): string;
  (code: string | undefined): string | undefined;
  /** An ApiError by code and params; anything else is the `fallback` code (UNEXPECTED_ERROR when none is given). */
  (error: unknown, fallback?: ClientErrorCode): string;
}

const isCode = (code: string | undefined): code is string => !!code && (Object.hasOwn(ERRORS, code) || Object.hasOwn(CLIENT_ERRORS, code));

/** A field's message: its code's text about `field` (the last part of the field's path); an unknown code as it came. */
function fieldText(t: TFunction, code: string, field = ''): string {
  const key = `fields.${code}`;
  return i18n.exists(key, { ns: ERRORS_NAMESPACE }) ? t(key, { field }) : code;
}

/** True when the wording the params pick names a figure that is not among them. */
function missesFigure(spec: MessageSpec, params: Record<string, unknown>): boolean {
  const wording = spec.when && Number(params[spec.when.param]) ? spec.when.message : spec.message;
  return [...wording.matchAll(/\{\{(\w+)\}\}/g)].some(([, name]) => params[name!] === undefined);
}

function failureText(t: TFunction, error: unknown, fallback: ClientErrorCode): string {
  if (!(error instanceof ApiError)) return t(fallback);
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (error.code === 'VALIDATION_FAILED') {
    const fields = params.fields as Record<string, string[] | undefined> | undefined;
    const first = Object.entries(fields ?? {}).find(([, codes]) => codes?.[0]);
    if (first) return fieldText(t, first[1]![0]!, first[0].split('.').pop());
  }
  if (isCode(error.code)) {
    const spec: MessageSpec | undefined = (ERRORS as Record<string, MessageSpec>)[error.code];
    // A figure the message needs but the answer lacks: the server's own words rather than a blank.
    if (spec && missesFigure(spec, params)) return error.message || t(fallback);
    const options: Record<string, unknown> = { ...params };
    if (spec?.plural !== undefined) options.count = Number(params[spec.plural]);
    if (spec?.when && Number(params[spec.when.param])) options.context = spec.when.param;
    return t(error.code, options);
  }
  if (error.status === undefined) return t('NETWORK_ERROR');
  return error.message || t(fallback);
}

/** The translator over an "errors" t function. */
export function errorTextFrom(t: TFunction): ErrorText {
  return ((error: unknown, fallback: ClientErrorCode = 'UNEXPECTED_ERROR') => {
    if (error === undefined || error === null) return undefined;
    return typeof error === 'string' ? fieldText(t, error) : failureText(t, error, fallback);
  }) as ErrorText;
}

/** The translator in the reader's language; the component waits for the "errors" texts like for its own. */
export function useErrorText(): ErrorText {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  return useMemo(() => errorTextFrom(t), [t]);
}
