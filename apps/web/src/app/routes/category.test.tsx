import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { category, notFound, ok, serverError, stockItem, stockPage } from '@/features/catalog/components/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as CategoryPage } from './category';

const kente = category(3, 'Kente Textiles');
const path = '/category/:categorySlug';

// jsdom's first role queries are slow on a busy machine: room beyond the 5 s default.
describe('category page', { timeout: 20_000 }, () => {
  it('shows the category and its products, fetched by the category parameter, with add-to-cart controls', async () => {
    const calls = serveApi((url) =>
      url.pathname.endsWith('/product-category/kente-textiles/') ? ok(kente) : stockPage([stockItem(1, 'Kente Stole'), stockItem(2, 'Kente Bag', 0)]),
    );
    renderWithProviders(<CategoryPage />, { route: '/category/kente-textiles', path });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kente Textiles' })).toBeInTheDocument();
    expect(screen.getByText('All about Kente Textiles.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kente Textiles' })).toHaveAttribute('src', '/media/categories/3.svg');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('button', { name: 'Add to Cart: Kente Stole' })).toBeEnabled();
    // Out of stock: the button stays, disabled.
    expect(within(cards[1]!).getByRole('button', { name: 'Add to Cart: Kente Bag' })).toBeDisabled();

    const stockCall = calls.find((u) => u.pathname.endsWith('/stock/'))!;
    expect(Object.fromEntries(stockCall.searchParams)).toEqual({ category: 'kente-textiles', page: '1', page_size: '24' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through the products with Previous and Next, keeping the page in the URL', async () => {
    const calls = serveApi((url) => {
      if (url.pathname.includes('/product-category/')) return ok(kente);
      const page = Number(url.searchParams.get('page'));
      return stockPage([stockItem(page * 100, `Cloth ${page}`)], { page, count: 30 });
    });
    renderWithProviders(<CategoryPage />, { route: '/category/kente-textiles', path });

    expect(await screen.findByText('Cloth 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Cloth 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/category/kente-textiles?page=2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls.filter((u) => u.pathname.endsWith('/stock/')).map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says when the category has no products', async () => {
    serveApi((url) => (url.pathname.includes('/product-category/') ? ok(kente) : stockPage([])));
    renderWithProviders(<CategoryPage />, { route: '/category/kente-textiles', path });
    expect(await screen.findByText('No products available in this category at the moment.')).toBeInTheDocument();
  });

  it('says the category could not be loaded when the slug is unknown', async () => {
    serveApi((url) => (url.pathname.includes('/product-category/') ? notFound('Category not found.') : stockPage([])));
    renderWithProviders(<CategoryPage />, { route: '/category/no-such-thing', path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load category data. Please try again later.');
    expect(screen.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');
  });

  it('says the category could not be loaded when its products fail', async () => {
    serveApi((url) => (url.pathname.includes('/product-category/') ? ok(kente) : serverError()));
    renderWithProviders(<CategoryPage />, { route: '/category/kente-textiles', path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load category data. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Kente Textiles' })).toBeInTheDocument();
  });
});
