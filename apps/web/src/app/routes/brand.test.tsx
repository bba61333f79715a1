import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand, notFound, ok, stockItem, stockPage } from '@/features/catalog/components/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as BrandPage } from './brand';

const kings = brand(7, 'Kente Kings');
const path = '/brand/:brandSlug';

function serveBrand() {
  return serveApi((url) =>
    url.pathname.endsWith('/stock/')
      ? stockPage([stockItem(1, 'Kente Stole'), stockItem(2, 'Kente Strip')])
      : url.pathname.endsWith('/brand/7/') || url.pathname.endsWith('/brand/kente-kings/')
        ? ok(kings)
        : notFound('Brand not found.'),
  );
}

// jsdom's first role queries are slow on a busy machine: room beyond the 5 s default.
describe('brand page', { timeout: 20_000 }, () => {
  it.each([
    ['id', '7'],
    ['slug', 'kente-kings'],
  ])('shows the brand and its products when opened by %s', async (_, param) => {
    const calls = serveBrand();
    renderWithProviders(<BrandPage />, { route: `/brand/${param}`, path });

    expect(screen.getAllByRole('status', { name: /Loading/ }).length).toBeGreaterThan(0);
    const products = screen.getByRole('status', { name: 'Loading products' });
    expect(products.querySelectorAll('article, .rounded-xl')).toHaveLength(4);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Kente Kings' });
    expect(within(heading.parentElement!.parentElement!).getByText('K')).toBeInTheDocument();
    expect(screen.getByText('Kente Kings makes good things.')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    expect(calls.some((u) => u.pathname === `/customer/api/v1/brand/${param}/`)).toBe(true);
    const stockCall = calls.find((u) => u.pathname.endsWith('/stock/'))!;
    expect(Object.fromEntries(stockCall.searchParams)).toEqual({ brand: param, page: '1', page_size: '24' });
  });

  it('says when the brand has no products', async () => {
    serveApi((url) => (url.pathname.endsWith('/stock/') ? stockPage([]) : ok(kings)));
    renderWithProviders(<BrandPage />, { route: '/brand/7', path });
    expect(await screen.findByText('No products available from this brand at the moment.')).toBeInTheDocument();
  });

  it('shows Brand Not Found for an unknown brand, with Retry and a way back', async () => {
    const calls = serveBrand();
    renderWithProviders(<BrandPage />, { route: '/brand/no-such-brand', path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load brand information');
    expect(screen.getByRole('link', { name: 'Back to Brands' })).toHaveAttribute('href', '/brands');

    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.length).toBeGreaterThan(before);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Not Found' })).toBeInTheDocument();
  });
});
