import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ReturnsPolicyPage } from './returns-policy-page';

describe('returns policy page', () => {
  it('has one h1, the title, and the return window and defect reporting time', () => {
    renderWithProviders(<ReturnsPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Returns Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Returns Policy | Akwaaba Market');

    const window = screen.getByRole('region', { name: 'Return Window' });
    expect(within(window).getByText('You can return items within 30 days from delivery.')).toBeInTheDocument();
    expect(within(window).getByText(/report it within 48 hours of delivery/)).toBeInTheDocument();
  });

  it('says sale and custom items come back only when defective, and exchanges are for equal or lesser value', () => {
    renderWithProviders(<ReturnsPolicyPage />);
    expect(within(screen.getByRole('region', { name: 'Sale and Custom Items' })).getByText(/can be returned only if they are defective/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Exchanges' })).getByText(/another of equal or lesser value/)).toBeInTheDocument();
  });

  it('explains how to start a return, step by step, with the inspection time', () => {
    renderWithProviders(<ReturnsPolicyPage />);
    const how = screen.getByRole('region', { name: 'How to Start a Return' });
    const steps = within(how).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent(/order number \(it starts with AGH\)/);
    expect(steps[3]).toHaveTextContent('When the items reach us, we inspect them within 2-3 days.');
  });

  it('lists the refund time of each payment method and the return fee', () => {
    renderWithProviders(<ReturnsPolicyPage />);
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    const pairs = within(refunds)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Card', '5-7 business days'],
      ['Mobile money (MTN MoMo, Telecel Cash, AirtelTigo Money)', '2-3 business days'],
      ['Bank transfer', '7-10 business days'],
      ['Store credit', 'Immediately'],
    ]);
    expect(within(refunds).getByText(/A return fee of GHS 15 may be deducted from your refund/)).toBeInTheDocument();
  });

  it('links to /contact and /customer-service', () => {
    renderWithProviders(<ReturnsPolicyPage />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
  });
});
