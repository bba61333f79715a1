import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StockSuggestion } from '@shop/contract';
import { renderWithProviders, serveApi } from '@/test/render';
import { SearchBox } from './search-box';

// The suggestions' code loads on first input; transform it once up front so the tests need not wait long for it.
beforeAll(() => import('@/features/search/components/search-suggestions'));

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const suggestion = (id: number, name: string, amount: string): StockSuggestion => ({
  id,
  name,
  image: `/media/products/${id}.svg`,
  discounted_price: { amount, currency: 'GHS' },
});
const SHEA = [suggestion(1, 'Raw Unrefined Shea Butter', '30.00'), suggestion(4, 'Whipped Shea Butter with Lemongrass', '45.00')];

/** Serves GET /stock/suggestions/ from a table of terms (unknown terms have none), after `delayMs` for some terms. */
function serveSuggestions(byTerm: Record<string, StockSuggestion[]>, delayMs: Record<string, number> = {}) {
  return serveApi(async (url) => {
    if (url.pathname !== '/customer/api/v1/stock/suggestions/') return { status: 404, body: { status: false, message: 'Not found', code: 'ROUTE_NOT_FOUND' } };
    const term = url.searchParams.get('search') ?? '';
    await new Promise((resolve) => setTimeout(resolve, delayMs[term] ?? 0));
    return { body: { status: true, message: 'Suggestions retrieved', data: byTerm[term] ?? [] } };
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const location = () => screen.getByTestId('location');
/** The polite status inside the search form (the test's location probe is an <output>, a status too). */
const status = () => within(screen.getByRole('search')).getByRole('status');
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

async function typeAndSeeList(term: string) {
  const user = userEvent.setup();
  renderWithProviders(<SearchBox />, { route: '/brands' });
  await user.type(box(), term);
  await screen.findByRole('listbox', { name: 'Suggestions' });
  return user;
}

describe('the header search box with suggestions', () => {
  it('asks once the shopper pauses, not at every key, and shows picture, name and price', async () => {
    const calls = serveSuggestions({ shea: SHEA });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SearchBox />, { route: '/brands' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'shea');
    const typedAt = performance.now();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The pause is 250 ms from the last key; a little is allowed for the time the typing itself took to return.
    expect(performance.now() - typedAt).toBeGreaterThan(150);
    expect(calls.map((url) => url.searchParams.get('search'))).toEqual(['shea']);
    await screen.findByRole('listbox', { name: 'Suggestions' });

    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toEqual(['Raw Unrefined Shea Butter₵30.00', 'Whipped Shea Butter with Lemongrass₵45.00', 'See all results for "shea"']);
    expect(screen.getAllByRole('option')[0]!.querySelector('img')).toHaveAttribute('src', '/media/products/1.svg');
    expect(status()).toHaveTextContent('2 suggestions');
  });

  it('asks nothing for one character', async () => {
    const calls = serveSuggestions({ s: SHEA });
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { route: '/brands' });
    await user.type(box(), 's');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows prices in the currency the shopper chose', async () => {
    document.cookie = 'preferred_currency=USD; path=/';
    serveSuggestions({ shea: SHEA });
    await typeAndSeeList('shea');
    expect(optionNames()[0]).toBe('Raw Unrefined Shea Butter$2.49');
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted one with Enter', async () => {
    serveSuggestions({ shea: SHEA });
    const user = await typeAndSeeList('shea');
    const options = screen.getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(box()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/product\/4$/);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens every result from 'See all results', and searches with Enter when nothing is highlighted", async () => {
    serveSuggestions({ shea: SHEA });
    const user = await typeAndSeeList('shea');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toHaveTextContent(/^\/shop\?search=shea$/);

    await user.clear(box());
    await user.type(box(), 'shea');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/shop\?search=shea$/);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list with Escape, and clears the box with a second Escape', async () => {
    serveSuggestions({ shea: SHEA });
    const user = await typeAndSeeList('shea');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('shea');

    // The arrow keys open it again.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
    expect(location()).toHaveTextContent(/^\/brands$/);
  });

  it('forgets the highlight when the shopper types on, so Enter searches the new term', async () => {
    serveSuggestions({ shea: SHEA });
    const user = await typeAndSeeList('shea');
    await user.keyboard('{ArrowDown}');
    await user.type(box(), ' butter{Enter}');
    expect(location()).toHaveTextContent(/^\/shop\?search=shea\+butter$/);
  });

  it('opens a suggestion that is clicked or tapped', async () => {
    serveSuggestions({ shea: SHEA });
    const user = await typeAndSeeList('shea');
    await user.click(screen.getByRole('option', { name: /Whipped Shea Butter/ }));
    expect(location()).toHaveTextContent(/^\/product\/4$/);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list when focus leaves the box', async () => {
    serveSuggestions({ shea: SHEA });
    const user = await typeAndSeeList('shea');
    await user.tab();
    expect(box()).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when there are no suggestions, and shows no list', async () => {
    serveSuggestions({});
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { route: '/brands' });
    await user.type(box(), 'zzzzzz');
    await waitFor(() => expect(status()).toHaveTextContent('No suggestions'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent(/^\/shop\?search=zzzzzz$/);
  });

  it('never lets a late answer for an older term replace the newer list', async () => {
    const calls = serveSuggestions({ she: [suggestion(9, 'Shea & Beeswax Lip Balm', '25.00')], shea: SHEA }, { she: 800 });
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { route: '/brands' });
    await user.type(box(), 'she');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(box(), 'a');
    await screen.findByRole('option', { name: /Raw Unrefined Shea Butter/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(optionNames()).toEqual(['Raw Unrefined Shea Butter₵30.00', 'Whipped Shea Butter with Lemongrass₵45.00', 'See all results for "shea"']);
  });
});
