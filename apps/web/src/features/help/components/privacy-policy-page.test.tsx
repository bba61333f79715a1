import { screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esPrivacy from '@/locales/es/privacy.json';
import zhPrivacy from '@/locales/zh/privacy.json';
import { renderWithProviders } from '@/test/render';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('privacy policy page', () => {
  beforeEach(() => {
    // Only Date is faked: Testing Library's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 45));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('has one h1, the title, and today as the last update', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Akwaaba Market');

    const date = screen.getByText('November 21, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-21');
    expect(date.parentElement).toHaveTextContent('Last updated: November 21, 2026');
  });

  it('follows the clock: another day shows that day', () => {
    vi.setSystemTime(new Date(2027, 0, 2, 8));
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByText('January 2, 2027')).toHaveAttribute('datetime', '2027-01-02');
  });

  it.each([
    ['es', esPrivacy, 'Política de privacidad', 'Última actualización: 21 de noviembre de 2026', '21 de noviembre de 2026'],
    ['zh', zhPrivacy, '隐私政策', '最后更新：2026年11月21日', '2026年11月21日'],
  ])('in %s, shows the date in that language and format', async (language, resources, title, line, date) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const time = screen.getByText(date);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-21');
    expect(time.parentElement).toHaveTextContent(line);
  });

  it('covers what we collect, why, cookies, sharing, retention, rights, age and contact', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    for (const name of [
      'Information We Collect',
      'How We Use Your Information',
      'Cookies',
      'Who We Share It With',
      'How Long We Keep It',
      'Your Rights',
      'Minimum Age',
      'Contact Us About Privacy',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('describes the cookie banner’s four categories, with how long sign-in and preference cookies last', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const cookies = screen.getByRole('region', { name: 'Cookies' });
    expect(
      within(cookies)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Essential', 'Functional', 'Analytics', 'Marketing']);
    expect(within(cookies).getByText(/Sign-in cookies last up to 7 days\./)).toBeInTheDocument();
    expect(within(cookies).getByText(/They last up to 365 days\./)).toBeInTheDocument();
  });

  it('names the payment provider and delivery partners, the minimum age 16 and the one-month answer time', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const sharing = screen.getByRole('region', { name: 'Who We Share It With' });
    expect(within(sharing).getByText(/^Our payment provider/)).toBeInTheDocument();
    expect(within(sharing).getByText(/^Our delivery partners/)).toBeInTheDocument();
    expect(screen.getByText(/You must be at least 16 years old/)).toBeInTheDocument();
    expect(screen.getByText('We answer every privacy request within 1 month.')).toBeInTheDocument();
  });

  it('gives the privacy email and links to the contact form and /customer-service', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const contact = screen.getByRole('region', { name: 'Contact Us About Privacy' });
    expect(within(contact).getByRole('link', { name: 'support@akwaaba.market' })).toHaveAttribute('href', 'mailto:support@akwaaba.market');
    expect(within(contact).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
  });
});
