import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Link } from '@/lib/router';
import { renderWithProviders } from '@/test/render';
import { ScrollToTop } from './scroll-to-top';

let scrollTo: MockInstance;
beforeEach(() => {
  // jsdom does not scroll; the page asks the window to, and that is what a shopper's browser does.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function Page() {
  return (
    <>
      <ScrollToTop />
      <Link href="/shop">Shop</Link>
      <Link href="/shop?page=2">Page 2</Link>
      <Link href="/about">About</Link>
    </>
  );
}

describe('ScrollToTop', () => {
  it('leaves the first page where the browser put it (a reload, Back, or the shopper scrolling before takeover)', async () => {
    renderWithProviders(<Page />, { route: '/shop' });
    await act(async () => {});
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on going to another path, not on a change of the query alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { route: '/shop' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
