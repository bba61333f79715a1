import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import '@/test/render';
import { ApiError } from './api-client';
import { useErrorText, type ErrorText } from './use-error-text';
import { withErrorText } from './with-error-text';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const refusal = (code: string, params?: Record<string, unknown>, message = 'The English of the server.') => new ApiError(message, 409, code, undefined, params);

async function translatorIn(language: 'en' | 'es' | 'zh'): Promise<ErrorText> {
  await act(() => i18n.changeLanguage(language));
  return renderHook(() => useErrorText()).result.current;
}

describe('useErrorText', () => {
  it("translates a server code with its figures: the catalogue's plural and its wording when a figure is there", async () => {
    const en = await translatorIn('en');
    expect(en(refusal('OTP_RESEND_TOO_SOON', { retry_after: 1 }))).toBe('Please wait 1 second before requesting a new code.');
    expect(en(refusal('OTP_RESEND_TOO_SOON', { retry_after: 42 }))).toBe('Please wait 42 seconds before requesting a new code.');
    expect(en(refusal('NOT_ENOUGH_STOCK', { available: 3, in_cart: 0 }))).toBe('Only 3 available.');
    expect(en(refusal('NOT_ENOUGH_STOCK', { available: 3, in_cart: 2 }))).toBe('Only 3 available. Your cart already has 2.');

    const es = await translatorIn('es');
    expect(es(refusal('OTP_RESEND_TOO_SOON', { retry_after: 1 }))).toBe('Espera 1 segundo antes de solicitar un código nuevo.');
    expect(es(refusal('OTP_TOO_MANY_CODES', { minutes: 12 }))).toBe('Se han solicitado demasiados códigos para este correo. Inténtalo de nuevo en 12 minutos.');
    expect(es(refusal('INVALID_CREDENTIALS'))).toBe('Correo electrónico o contraseña incorrectos');

    const zh = await translatorIn('zh');
    expect(zh(refusal('NOT_ENOUGH_STOCK', { available: 3, in_cart: 2 }))).toBe('仅剩 3 件。您的购物车中已有 2 件。');
  });

  it("shows a failed validation as its first field's message", async () => {
    const en = await translatorIn('en');
    const invalid = (fields: Record<string, string[]>) => new ApiError('whatever', 400, 'VALIDATION_FAILED', undefined, { fields });
    expect(en(invalid({ old_password: ['CURRENT_PASSWORD_INCORRECT'] }))).toBe('Current password is incorrect');
    expect(en(invalid({ 'items.0.customer_id': ['ID_REQUIRED'] }))).toBe('customer_id is required.');
    expect(en(invalid({}))).toBe('Invalid data provided. Please check your information.');
    const zh = await translatorIn('zh');
    expect(zh(invalid({ email: ['EMAIL_INVALID'], password: ['PASSWORD_MIN'] }))).toBe('请输入有效的电子邮箱地址');
  });

  it("falls back to the server's words for an unknown code or a missing figure, and to a client code otherwise", async () => {
    const es = await translatorIn('es');
    expect(es(refusal('SOMETHING_NEW'))).toBe('The English of the server.');
    expect(es(refusal('OTP_RESEND_TOO_SOON', {}, 'Please wait 5 seconds before requesting a new code.'))).toBe(
      'Please wait 5 seconds before requesting a new code.',
    );
    expect(es(new ApiError('Network error. Please check your connection.'))).toBe('Error de red. Comprueba tu conexión.');
    expect(es(ApiError.client('NETWORK_ERROR'))).toBe('Error de red. Comprueba tu conexión.');
    expect(es(ApiError.client('HTTP_ERROR', 418, { status: 418, statusText: "I'm a teapot" }))).toBe("Error 418: I'm a teapot");
    expect(es(new TypeError('boom'))).toBe('Se produjo un error inesperado. Inténtalo de nuevo.');
    expect(es(new TypeError('boom'), 'SEND_OTP_FAILED')).toBe('No se pudo enviar el código');
  });

  it("translates a form field's message code; an unknown text stays as it is, no error stays undefined", async () => {
    const es = await translatorIn('es');
    expect(es('PASSWORDS_MISMATCH')).toBe('Las contraseñas no coinciden');
    expect(es('FIRST_NAME_REQUIRED')).toBe('El nombre es obligatorio');
    expect(es('Some text nobody coded')).toBe('Some text nobody coded');
    expect(es(undefined)).toBeUndefined();
  });
});

describe('withErrorText', () => {
  it("hands over the translator in the reader's language", async () => {
    await translatorIn('zh');
    let text = '';
    withErrorText((errorText) => (text = errorText(refusal('CART_FULL'))));
    await waitFor(() => expect(text).toBe('您的购物车已满，请先移除一些商品。'));
  });
});
