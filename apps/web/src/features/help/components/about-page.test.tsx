import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AboutPage } from './about-page';

describe('about page', () => {
  it('has one h1, the title, and the mission, vision, core values and reasons to choose us', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Akwaaba Market' })).toBeInTheDocument();
    expect(document.title).toBe('About Akwaaba Market | Akwaaba Market');
    expect(screen.getByText(/delivered across all 16 regions of Ghana, ready for pickup in store, or shipped abroad/)).toBeInTheDocument();

    for (const name of ['Our Mission', 'Our Vision', 'Who We Are', 'Our Core Values', 'Why Choose Us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Trust and Security', 'Innovation', 'Customer First']);
    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Secure Payments', 'Quality Products', 'Fast Delivery', 'Friendly Support']);
    expect(within(why).getByText(/MTN MoMo, Telecel Cash, AirtelTigo Money/)).toBeInTheDocument();
    expect(within(why).getByText(/all 16 regions in 3-5 business days/)).toBeInTheDocument();
  });

  it('links to the shop, /contact and /customer-service', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
  });
});
