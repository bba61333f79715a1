import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductReview } from '@shop/contract';
import { renderWithProviders, serveApi } from '@/test/render';
import { ProductReviews } from './product-reviews';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const review = (id: number, rating: number, body = ''): ProductReview => ({
  id,
  rating,
  body,
  reviewer_name: `Buyer ${id}`,
  created_at: '2026-03-05T10:00:00.000Z',
  verified_purchase: true,
});

/** GET /stock/7/reviews/ of `all` reviews (newest first), 5 a page, with their rating. */
function serveReviews(all: ProductReview[]) {
  const average = all.length ? Math.round((all.reduce((sum, r) => sum + r.rating, 0) * 10) / all.length) / 10 : null;
  return serveApi((url) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    return {
      body: {
        status: true,
        message: 'Reviews retrieved',
        data: all.slice((page - 1) * size, page * size),
        count: all.length,
        total_pages: Math.ceil(all.length / size),
        page,
        page_size: size,
        rating: { average, count: all.length },
      },
    };
  });
}

describe("the product page's reviews", () => {
  it('shows the average, the count and each review with its stars, signature, date and Verified purchase; Show more reviews pages on', async () => {
    const user = userEvent.setup();
    const all = [review(1, 5, 'Smooth and rich.\nWould buy again.'), ...Array.from({ length: 6 }, (_, i) => review(i + 2, 4))];
    const calls = serveReviews(all);
    renderWithProviders(<ProductReviews stockId={7} rating={{ average: 4.1, count: 7 }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeInTheDocument();
    expect(screen.getByText('7 reviews')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Buyer 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05T10:00:00.000Z');
    expect(within(items[0]!).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Smooth and rich\./)).toHaveTextContent('Smooth and rich. Would buy again.');
    expect(screen.getByText('4.1')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 of 7 reviews')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Showing 7 of 7 reviews')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(calls.map((u) => `${u.pathname}${u.search}`)).toEqual([
      '/customer/api/v1/stock/7/reviews/?page=1&page_size=5',
      '/customer/api/v1/stock/7/reviews/?page=2&page_size=5',
    ]);
  });

  it('says there are no reviews yet, and who writes them', async () => {
    serveReviews([]);
    renderWithProviders(<ProductReviews stockId={7} rating={{ average: null, count: 0 }} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('Reviews are written by customers who bought this product.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the reviews failed to load, with Retry', async () => {
    serveApi(() => ({ status: 500, body: { status: false, code: 'INTERNAL', message: 'Server error. Please try again later.' } }));
    renderWithProviders(<ProductReviews stockId={7} rating={{ average: 4, count: 2 }} />);
    expect(await screen.findByText('Failed to load the reviews.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
