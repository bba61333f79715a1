import { DELIVERY_OPTIONS, PICKUP_READY_WITHIN_HOURS } from '@shop/contract/delivery';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ShippingInfoPage } from './shipping-info-page';

/** The texts of a table's cells, row by row (header cells included), with any run of spaces read as one space. */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ')));
}

describe('shipping info page', () => {
  it('has one h1, the title and a section per topic', () => {
    renderWithProviders(<ShippingInfoPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeInTheDocument();
    expect(document.title).toBe('Shipping Information | Akwaaba Market');
    for (const name of ['Delivery in Ghana', 'International Shipping', 'Order Processing', 'Pickup in Store']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('shows the Ghana rates in a table with a caption, column and row headers', () => {
    renderWithProviders(<ShippingInfoPage />);
    const table = screen.getByRole('table', { name: 'Delivery options and prices in Ghana' });
    expect(cells(table)).toEqual([
      ['Delivery option', 'Price', 'Delivery time'],
      ['StandardAll 16 regions', 'GHS 15Free over GHS 200', '3-5 business days'],
      ['ExpressMajor cities only', 'GHS 30', '1-2 days'],
      ['Same dayAccra and Kumasi only', 'GHS 50', 'Same dayOrder before 10am'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  });

  // The figures are the contract's delivery table (the one the checkout charges), not a copy of it.
  it('states the prices and days of the delivery table in the contract', () => {
    const { standard, express, same_day: sameDay } = DELIVERY_OPTIONS;
    renderWithProviders(<ShippingInfoPage />);
    const table = screen.getByRole('table', { name: 'Delivery options and prices in Ghana' });
    expect(cells(table).slice(1)).toEqual([
      [
        'StandardAll 16 regions',
        `GHS ${standard.fee / 100}Free over GHS ${standard.freeOver / 100}`,
        `${standard.businessDays.min}-${standard.businessDays.max} business days`,
      ],
      ['ExpressMajor cities only', `GHS ${express.fee / 100}`, `${express.businessDays.min}-${express.businessDays.max} days`],
      ['Same dayAccra and Kumasi only', `GHS ${sameDay.fee / 100}`, `Same dayOrder before ${sameDay.orderBeforeHour}am`],
    ]);
    const pickup = screen.getByRole('region', { name: 'Pickup in Store' });
    expect(within(pickup).getByText(new RegExp(`ready within ${PICKUP_READY_WITHIN_HOURS} hours`))).toBeInTheDocument();
  });

  it('shows the international starting prices and times', () => {
    renderWithProviders(<ShippingInfoPage />);
    const table = screen.getByRole('table', { name: 'International shipping starting prices' });
    expect(cells(table)).toEqual([
      ['Destination', 'Price', 'Delivery time'],
      ['West Africa', 'From GHS 80', '5-10 days'],
      ['Rest of Africa', 'From GHS 120', '7-14 days'],
      ['Europe', 'From GHS 200', '10-15 days'],
      ['North America', 'From GHS 250', '10-18 days'],
      ['Asia and Australia', 'From GHS 280', '12-20 days'],
    ]);
  });

  it('gives processing, changes, delivery attempts, holding, installments and pickup times', () => {
    renderWithProviders(<ShippingInfoPage />);
    const processing = screen.getByRole('region', { name: 'Order Processing' });
    expect(
      within(processing)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'Orders are processed in 1-2 business days.',
      'You can change or cancel an order within 1 hour of placing it.',
      'We attempt delivery up to 3 times.',
      'If no delivery succeeds, your parcel is held for 5 business days so you can collect it or arrange a new delivery.',
      'Installment payments are offered on orders above GHS 500.',
    ]);
    const pickup = screen.getByRole('region', { name: 'Pickup in Store' });
    expect(within(pickup).getByText(/Your order is ready within 24 hours\./)).toBeInTheDocument();
  });

  it('links to /contact and /customer-service', () => {
    renderWithProviders(<ShippingInfoPage />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
  });
});
