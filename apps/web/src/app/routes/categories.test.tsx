import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, ok, serverError } from '@/features/catalog/components/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as CategoriesPage } from './categories';

// jsdom's first role queries are slow on a busy machine: room beyond the 5 s default.
describe('categories page', { timeout: 20_000 }, () => {
  it('lists every category as a card linking to its page', async () => {
    serveApi(() => ok([category(1, 'Shea Skin Care'), category(2, 'Spices', false), category(3, 'Kente Textiles')]));
    renderWithProviders(<CategoriesPage />, { route: '/categories' });
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Categories' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading categories' })).toBeInTheDocument();

    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/category/shea-skin-care', '/category/spices', '/category/kente-textiles']);
    expect(within(links[1]!).getByRole('heading', { name: 'Spices' })).toBeInTheDocument();
    expect(within(links[1]!).getByText('All about Spices.')).toBeInTheDocument();
    expect(within(links[1]!).getByRole('img', { name: 'Spices' })).toHaveAttribute('src', '/media/categories/2.svg');
  });

  it('says when the categories cannot be loaded', async () => {
    serveApi(() => serverError());
    renderWithProviders(<CategoriesPage />, { route: '/categories' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load categories. Please try again later.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
