import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import '@/test/render';
import es from '@/locales/es/auth.json';
import zh from '@/locales/zh/auth.json';
import { useAuthMessage } from './messages';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useAuthMessage', () => {
  it('keeps English as it is, and passes unknown texts through', () => {
    const { result } = renderHook(() => useAuthMessage());
    expect(result.current("Passwords don't match")).toBe("Passwords don't match");
    expect(result.current('Something the server just invented.')).toBe('Something the server just invented.');
    expect(result.current(undefined)).toBeUndefined();
  });

  it('translates schema messages, server answers and answers with a number', async () => {
    i18n.addResourceBundle('es', 'auth', es);
    i18n.addResourceBundle('zh', 'auth', zh);
    await act(() => i18n.changeLanguage('es'));
    const { result, rerender } = renderHook(() => useAuthMessage());
    expect(result.current('Please enter a valid Ghana phone number')).toBe('Introduce un número de teléfono de Ghana válido');
    expect(result.current('Invalid email or password')).toBe('Correo electrónico o contraseña incorrectos');
    expect(result.current('Please wait 1 second before requesting a new code.')).toBe('Espera 1 segundo antes de solicitar un código nuevo.');
    expect(result.current('Please wait 42 seconds before requesting a new code.')).toBe('Espera 42 segundos antes de solicitar un código nuevo.');
    expect(result.current('Something the server just invented.')).toBe('Something the server just invented.');

    await act(() => i18n.changeLanguage('zh'));
    rerender();
    expect(result.current('OTP must be 6 digits')).toBe('验证码必须是 6 位数字');
    expect(result.current('Too many codes requested for this email. Please try again in 12 minutes.')).toBe('该邮箱获取验证码次数过多，请在 12 分钟后重试。');
  });
});
