import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand, category, ok, serverError, stockItem, stockPage } from '@/features/catalog/components/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as HomePage } from './home';

const categories = [
  category(1, 'Shea Skin Care'),
  category(2, 'Spices', false),
  category(3, 'Black Soap'),
  category(4, 'Kente Textiles'),
  category(5, 'Waist Beads'),
  category(6, 'Cocoa Chocolate'),
];
const brands = ['Adinkra Naturals', 'Bolga Weavers', 'Cape Cocoa', 'Kente Kings', 'Volta Spice'].map((n, i) => brand(i + 1, n));
// The shop chose two: they come first, and the first others fill the section up to 4.
const withTwoFeatured = brands.map((b) => (b.name === 'Kente Kings' || b.name === 'Volta Spice' ? { ...b, featured: true } : b));
const products = ['Raw Shea Butter', 'Kente Stole', 'Cocoa Nibs', 'Bolga Basket'].map((n, i) => stockItem(i + 1, n));

const section = (name: string) => screen.getByRole('region', { name });

// jsdom's first role queries are slow on a busy machine: room beyond the 5 s default.
describe('home page', { timeout: 20_000 }, () => {
  it('welcomes the shopper and leads to the shop and the brands', async () => {
    serveApi((url) => (url.pathname.endsWith('/brand/') ? ok(brands) : url.pathname.endsWith('/stock/') ? stockPage(products) : ok(categories)));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: /Welcome to Akwaaba Market/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Explore Brands' })).toHaveAttribute('href', '/brands');
    await screen.findByText('Raw Shea Butter');
  });

  it('shows the first 4 featured categories, the featured products and the featured brands first, each with View All', async () => {
    const calls = serveApi((url) =>
      url.pathname.endsWith('/brand/') ? ok(withTwoFeatured) : url.pathname.endsWith('/stock/') ? stockPage(products) : ok(categories),
    );
    renderWithProviders(<HomePage />);

    const popular = section('Popular Categories');
    const categoryLinks = await within(popular).findAllByRole('link', { name: /All about/ });
    expect(categoryLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/category/shea-skin-care',
      '/category/black-soap',
      '/category/kente-textiles',
      '/category/waist-beads',
    ]);
    expect(within(popular).queryByText('Spices')).not.toBeInTheDocument();
    expect(within(popular).queryByText('Cocoa Chocolate')).not.toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/categories');

    const featured = section('Featured Products');
    expect(await within(featured).findAllByRole('article')).toHaveLength(4);
    expect(within(featured).getByText('Kente Stole')).toBeInTheDocument();
    expect(within(featured).getAllByText('₵45.00')).toHaveLength(4);
    expect(within(featured).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/shop');
    const stockCall = calls.find((u) => u.pathname.endsWith('/stock/'))!;
    expect(Object.fromEntries(stockCall.searchParams)).toEqual({ page: '1', page_size: '4', featured: 'true' });

    const top = section('Top Brands');
    const brandLinks = await within(top).findAllByRole('link', { name: /makes good things/ });
    // Kente Kings (4) and Volta Spice (5) were chosen; Adinkra Naturals (1) and Bolga Weavers (2) fill up.
    expect(brandLinks.map((a) => a.getAttribute('href'))).toEqual(['/brand/4', '/brand/5', '/brand/1', '/brand/2']);
    expect(within(top).queryByText('Cape Cocoa')).not.toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/brands');
  });

  it('shows only the featured brands when the shop chose 4 or more', async () => {
    const fiveFeatured = brands.map((b) => ({ ...b, featured: b.name !== 'Bolga Weavers' }));
    serveApi((url) => (url.pathname.endsWith('/brand/') ? ok(fiveFeatured) : url.pathname.endsWith('/stock/') ? stockPage(products) : ok(categories)));
    renderWithProviders(<HomePage />);
    const top = section('Top Brands');
    const brandLinks = await within(top).findAllByRole('link', { name: /makes good things/ });
    expect(brandLinks.map((a) => a.getAttribute('href'))).toEqual(['/brand/1', '/brand/3', '/brand/4', '/brand/5']);
    expect(within(top).queryByText('Bolga Weavers')).not.toBeInTheDocument();
  });

  it('says the featured products failed to load and tries again on request', async () => {
    let stockFails = true;
    serveApi((url) => {
      if (url.pathname.endsWith('/stock/')) return stockFails ? serverError() : stockPage(products);
      return url.pathname.endsWith('/brand/') ? ok(brands) : ok(categories);
    });
    renderWithProviders(<HomePage />);
    const featured = section('Featured Products');
    expect(await within(featured).findByRole('alert')).toHaveTextContent('Failed to load featured products');

    stockFails = false;
    await userEvent.click(within(featured).getByRole('button', { name: 'Try Again' }));
    expect(await within(featured).findByText('Raw Shea Butter')).toBeInTheDocument();
    await waitFor(() => expect(within(featured).queryByRole('alert')).not.toBeInTheDocument());
  });
});
