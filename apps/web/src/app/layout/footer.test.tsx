import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';

// The lazily loaded part is transformed once up front, so the first test does not wait for it.
beforeAll(() => import('./footer-content'));

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The footer's content loads on demand; wait for it. */
async function renderFooter() {
  renderWithProviders(<Footer />);
  await screen.findByRole('contentinfo', {}, { timeout: 5000 });
}

describe('Footer', () => {
  it('links to the nine shop and help pages', async () => {
    await renderFooter();
    const expected = [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Shop', '/shop'],
      ['Brands', '/brands'],
      ['Shipping Info', '/shipping-info'],
      ['Returns Policy', '/returns-policy'],
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy-policy'],
      ['Customer Service', '/customer-service'],
    ];
    for (const [name, href] of expected) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('shows the copyright with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 4, 1));
    await renderFooter();
    expect(screen.getByText('© 2031 Akwaaba Market. All rights reserved.')).toBeInTheDocument();
  });

  it('links to the social profiles in a new tab', async () => {
    await renderFooter();
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Akwaaba Market on Facebook (opens in a new tab)',
      'Akwaaba Market on Instagram (opens in a new tab)',
      'Akwaaba Market on X (opens in a new tab)',
      'Akwaaba Market on TikTok (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows the accepted card brands and mobile money networks', async () => {
    await renderFooter();
    const payments = screen.getByRole('list', { name: 'We accept' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'MTN Mobile Money', 'Telecel Cash', 'AirtelTigo Money']);
  });

  it('changes the display currency and remembers it in a cookie when functional cookies are allowed', async () => {
    Cookies.set('cookie_consent', 'true');
    Cookies.set('cookie_preferences', JSON.stringify({ essential: true, functional: true, analytics: false, marketing: false }));
    const user = userEvent.setup();
    await renderFooter();
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['₵ GHS', '$ USD', '€ EUR', '£ GBP']);
    expect(select).toHaveValue('GHS');

    await user.selectOptions(select, '€ EUR');
    expect(select).toHaveValue('EUR');
    expect(Cookies.get('preferred_currency')).toBe('EUR');
  });

  it('changes the display currency without a cookie when functional cookies are not allowed', async () => {
    const user = userEvent.setup();
    await renderFooter();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), '£ GBP');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    expect(Cookies.get('preferred_currency')).toBeUndefined();
  });

  it('starts from the stored currency', async () => {
    Cookies.set('preferred_currency', 'GBP');
    await renderFooter();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });
});
