import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand, ok, serverError } from '@/features/catalog/components/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as BrandsPage } from './brands';

const brands = [brand(1, 'Adinkra Naturals'), brand(2, 'Bolga Weavers'), brand(7, 'Kente Kings'), brand(9, 'Volta Spice')];
const brandNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((h) => h.textContent);

// jsdom's first role queries are slow on a busy machine: room beyond the 5 s default.
describe('brands page', { timeout: 20_000 }, () => {
  it('shows six skeleton cards, then every brand linking to its page by id', async () => {
    serveApi(() => ok(brands));
    renderWithProviders(<BrandsPage />, { route: '/brands' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading brands' });
    expect(loading.querySelectorAll('.rounded-xl')).toHaveLength(6);

    const link = await screen.findByRole('link', { name: /Kente Kings/ });
    expect(link).toHaveAttribute('href', '/brand/7');
    expect(within(link).getByText('Kente Kings makes good things.')).toBeInTheDocument();
    expect(within(link).getByText('K')).toBeInTheDocument();
    expect(brandNames()).toEqual(['Adinkra Naturals', 'Bolga Weavers', 'Kente Kings', 'Volta Spice']);
  });

  it('filters by name as the shopper types, ignoring case, and says when nothing matches', async () => {
    serveApi(() => ok(brands));
    renderWithProviders(<BrandsPage />, { route: '/brands' });
    await screen.findByText('Volta Spice');
    const search = screen.getByRole('searchbox', { name: 'Search brands' });

    await userEvent.type(search, 'kEnTe');
    expect(brandNames()).toEqual(['Kente Kings']);
    expect(screen.getByTestId('location')).toHaveTextContent('/brands?q=kEnTe');

    await userEvent.clear(search);
    await userEvent.type(search, 'ol');
    expect(brandNames()).toEqual(['Bolga Weavers', 'Volta Spice']);

    await userEvent.type(search, 'xyz');
    expect(screen.getByText('No brands found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the brands cannot be loaded and retries', async () => {
    let fail = true;
    serveApi(() => (fail ? serverError() : ok(brands)));
    renderWithProviders(<BrandsPage />, { route: '/brands' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load brands at this time.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Adinkra Naturals')).toBeInTheDocument();
  });
});
