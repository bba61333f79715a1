import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { i18n } from '@/lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CookieBanner } from './cookie-banner';
import { CurrencySelect } from './currency-select';
import { LanguageSelect } from './language-select';

/** The banner's code loads on demand; wait for it (generously: a busy machine is slow to start a file). */
const findBanner = () => screen.findByRole('region', { name: 'Cookie Preferences' }, { timeout: 5000 });

const storedPreferences = () => JSON.parse(Cookies.get('cookie_preferences') ?? 'null') as unknown;

// The lazily loaded part is transformed once up front, so the first test does not wait for it.
beforeAll(() => import('./cookie-banner-panel'));

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterEach(() => i18n.changeLanguage('en'));

/** The banner with the header's language menu and the footer's currency menu. */
const renderWithMenus = () =>
  renderWithProviders(
    <>
      <LanguageSelect />
      <CurrencySelect />
      <CookieBanner />
    </>,
  );

describe('CookieBanner', () => {
  it('asks for consent when none is stored', async () => {
    renderWithProviders(<CookieBanner />);
    const banner = await findBanner();
    expect(within(banner).getByRole('heading', { name: 'Cookie Preferences' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Essential Only' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Customize' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', async () => {
    Cookies.set('cookie_consent', 'true');
    Cookies.set('cookie_preferences', JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
    renderWithProviders(<CookieBanner />);
    await act(() => import('./cookie-banner-panel'));
    expect(screen.queryByRole('region', { name: 'Cookie Preferences' })).not.toBeInTheDocument();
  });

  it('Essential Only stores only essential cookies and does not remember the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(within(await findBanner()).getByRole('button', { name: 'Essential Only' }));
    expect(screen.queryByRole('region', { name: 'Cookie Preferences' })).not.toBeInTheDocument();
    expect(Cookies.get('cookie_consent')).toBe('true');
    expect(storedPreferences()).toEqual({ essential: true, functional: false, analytics: false, marketing: false });
    expect(Cookies.get('preferred_language')).toBeUndefined();
  });

  it('Accept All allows every category and remembers the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(within(await findBanner()).getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookie Preferences' })).not.toBeInTheDocument();
    expect(Cookies.get('cookie_consent')).toBe('true');
    expect(storedPreferences()).toEqual({ essential: true, functional: true, analytics: true, marketing: true });
    expect(Cookies.get('preferred_language')).toBe('en');
  });

  it('Customize shows the four categories, essential always on, and saves the chosen ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(within(await findBanner()).getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');

    const essential = screen.getByRole('checkbox', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(/cannot be disabled/);
    expect(screen.getByRole('checkbox', { name: 'Functional' })).toHaveAccessibleDescription(/language/);
    for (const name of ['Functional', 'Analytics', 'Marketing']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name })).toBeEnabled();
    }

    await user.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('region', { name: 'Cookie Preferences' })).not.toBeInTheDocument();
    expect(Cookies.get('cookie_consent')).toBe('true');
    expect(storedPreferences()).toEqual({ essential: true, functional: false, analytics: true, marketing: false });
  });

  it('Hide Details folds the categories away again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(within(await findBanner()).getByRole('button', { name: 'Customize' }));
    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('treats the language and the currency alike (decision 14)', () => {
    it('under Essential Only both apply at once and neither is remembered', async () => {
      const user = userEvent.setup();
      renderWithMenus();
      await user.click(within(await findBanner()).getByRole('button', { name: 'Essential Only' }));
      const currency = screen.getByRole('combobox', { name: 'Currency' });
      await user.selectOptions(currency, '€ EUR');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
      expect(currency).toHaveValue('EUR');
      expect(i18n.language).toBe('es');
      expect(Cookies.get('preferred_language')).toBeUndefined();
      expect(Cookies.get('preferred_currency')).toBeUndefined();
    });

    it('Essential Only forgets both when they were remembered before', async () => {
      Cookies.set('preferred_language', 'zh');
      Cookies.set('preferred_currency', 'GBP');
      const user = userEvent.setup();
      renderWithMenus();
      await user.click(within(await findBanner()).getByRole('button', { name: 'Essential Only' }));
      expect(Cookies.get('preferred_language')).toBeUndefined();
      expect(Cookies.get('preferred_currency')).toBeUndefined();
    });

    it('Accept All remembers both, including the choices made before answering', async () => {
      const user = userEvent.setup();
      renderWithMenus();
      const banner = await findBanner();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), '$ USD');
      expect(Cookies.get('preferred_currency')).toBeUndefined();
      await user.click(within(banner).getByRole('button', { name: 'Accept All' }));
      expect(Cookies.get('preferred_language')).toBe('en');
      expect(Cookies.get('preferred_currency')).toBe('USD');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), '£ GBP');
      expect(Cookies.get('preferred_currency')).toBe('GBP');
    });
  });
});
