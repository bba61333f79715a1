import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Link, matchPath, NavLink, useLocation, useNavigate, useSearchParams } from './router';

// The shapes the pages were written against, over wouter (decision 41).

function SearchProbe() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output data-testid="term">{params.get('search')}</output>
      <button type="button" onClick={() => setParams((current) => ({ search: current.get('search') ?? '', page: '2' }))}>
        Next page
      </button>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        Clear
      </button>
    </>
  );
}

function KeyProbe() {
  const { key } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="key">{key}</output>
      <button type="button" onClick={() => navigate('/shop?search=shea')}>
        Search shea
      </button>
      <Link to="/shop?search=shea">Shea link</Link>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('the router module', () => {
  it('reads the search as written: a searched %41 stays %41, not A', () => {
    renderWithProviders(<SearchProbe />, { route: '/shop?search=%2541' });
    expect(screen.getByTestId('term')).toHaveTextContent('%41');
  });

  it('changes search parameters from the current ones, and clears them', async () => {
    renderWithProviders(<SearchProbe />, { route: '/shop?search=kente' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/shop?search=kente&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/shop');
  });

  it('gives every navigation a new key, even to the address already shown', async () => {
    renderWithProviders(<KeyProbe />, { route: '/shop?search=shea' });
    const keys = [screen.getByTestId('key').textContent];
    await userEvent.click(screen.getByRole('button', { name: 'Search shea' }));
    keys.push(screen.getByTestId('key').textContent);
    await userEvent.click(screen.getByRole('link', { name: 'Shea link' }));
    keys.push(screen.getByTestId('key').textContent);
    expect(location()).toBe('/shop?search=shea');
    expect(new Set(keys).size).toBe(3);
  });

  it('counts the browser’s Back and Forward as navigations', () => {
    renderWithProviders(<KeyProbe />);
    const before = screen.getByTestId('key').textContent;
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByTestId('key').textContent).not.toBe(before);
  });

  it('marks the link of the current page and of the pages under it', () => {
    renderWithProviders(
      <nav>
        <NavLink to="/brands" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Brands
        </NavLink>
        <NavLink to="/brand" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Brand
        </NavLink>
      </nav>,
      { route: '/brands/page' },
    );
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Brand' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveClass('off');
  });

  it('matches patterns as the routes do: optional params, a trailing slash, any case', () => {
    expect(matchPath('/product/:productId?', '/product/12')).toEqual({ params: expect.objectContaining({ productId: '12' }) });
    expect(matchPath('/product/:productId?', '/product')).not.toBeNull();
    expect(matchPath('/shop', '/Shop/')).not.toBeNull();
    expect(matchPath('/category/:categorySlug', '/category')).toBeNull();
  });
});
