import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockItem } from '@/test/product-fixtures';
import { clearSessionCookies } from '@/test/session';
import { renderWithProviders } from '@/test/render';
import { closeCartPanel, useCartPanelOpen } from '../cart-panel-store';
import { GUEST_CART_KEY } from '../guest-cart';
import { AddToCartButton } from './add-to-cart-button';

function PanelProbe() {
  return <output data-testid="panel">{useCartPanelOpen() ? 'open' : 'closed'}</output>;
}

beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
});
afterEach(() => {
  closeCartPanel();
  toast.dismiss();
});

const renderButton = (item: ReturnType<typeof stockItem>) =>
  renderWithProviders(
    <>
      <AddToCartButton item={item} />
      <PanelProbe />
      <Toaster />
    </>,
  );

describe('add to cart on a category card', () => {
  it('adds the minimum order quantity, says so and opens the cart panel', async () => {
    const user = userEvent.setup();
    renderButton(stockItem({ id: 4, moq: 3, quantity: 10 }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Raw Shea Butter' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)[0]).toMatchObject({ product: { id: 4, moq: 3, available: 10 }, quantity: 3 });
    expect(screen.getByTestId('panel')).toHaveTextContent('open');
  });

  it('is disabled when the item is out of stock', () => {
    renderButton(stockItem({ quantity: 0 }));
    expect(screen.getByRole('button', { name: 'Add to Cart: Raw Shea Butter' })).toBeDisabled();
  });

  it('says when the cart already holds all there is', async () => {
    const user = userEvent.setup();
    renderButton(stockItem({ id: 4, quantity: 1 }));
    const button = screen.getByRole('button', { name: 'Add to Cart: Raw Shea Butter' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByText('Your cart already holds the 1 available')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)[0].quantity).toBe(1);
  });
});
