import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from '@/features/cart';
import { Component as CartPage } from './cart';

const lines = [
  { product: { id: 7, name: 'Shea Butter', image: '/media/shea.svg', weight: 0.5, price: 45.5 }, quantity: 2 },
  { product: { id: 9, name: 'Kente Scarf', image: '', weight: 0.2, price: 120 }, quantity: 1 },
];

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('Cart page', () => {
  it('shows the empty state when the cart has nothing', () => {
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Your Cart | Akwaaba Market');
  });

  it('lists the guest cart with an estimated total', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    renderWithProviders(<CartPage />, { route: '/cart' });
    const items = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Shea Butter' })).toHaveAttribute('src', '/media/shea.svg');
    expect(within(items[0]!).getByRole('link', { name: 'Shea Butter' })).toHaveAttribute('href', '/product/7');
    expect(items[0]).toHaveTextContent('Quantity: 2');
    expect(items[0]).toHaveTextContent('₵45.50 each');
    expect(items[0]).toHaveTextContent('₵91.00');
    expect(within(items[1]!).getByRole('img', { name: 'Kente Scarf' })).toHaveAttribute('src', '/placeholder.svg');
    expect(screen.getByText('Estimated Total').nextElementSibling).toHaveTextContent('₵211.00');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('shows the prices in the chosen display currency', () => {
    Cookies.set('preferred_currency', 'USD');
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    renderWithProviders(<CartPage />, { route: '/cart' });
    // 211.00 cedis at 0.083 is 17.513 dollars.
    expect(screen.getByText('Estimated Total').nextElementSibling).toHaveTextContent('$17.51');
  });

  it('follows changes to the cart', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    renderWithProviders(<CartPage />, { route: '/cart' });
    act(() => {
      localStorage.setItem(GUEST_CART_KEY, '[]');
      window.dispatchEvent(new Event(GUEST_CART_EVENT));
    });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });
});
