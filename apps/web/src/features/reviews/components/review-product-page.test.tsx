import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderReviews, ReviewLine } from '@shop/contract';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { ReviewProductPage } from './review-product-page';

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const line = (id: number, name: string, review: ReviewLine['review'] = null): ReviewLine => ({
  order_item_id: id,
  product: { id: 100 + id, name, image: `/media/${id}.jpg`, attributes: [{ name: 'Size', value: '250 g' }] },
  review,
});
const form = (overrides: Partial<OrderReviews> = {}): OrderReviews => ({
  order_id: 'AGH123456',
  status: 'Delivered',
  can_review: true,
  lines: [
    line(11, 'Raw Shea Butter'),
    line(12, 'Kente Stole', { id: 7, rating: 5, body: 'Beautiful.', reviewer_name: 'Ama O.', created_at: '2026-03-05T10:00:00.000Z' }),
  ],
  ...overrides,
});

interface Posted {
  url: string;
  body: unknown;
}

/** GET the form (or a refusal), POST a review (or a refusal). */
function serve(
  answer: { status?: number; body: unknown },
  post?: (body: { order_item_id: number; rating: number; body: string }) => { status?: number; body: unknown },
) {
  const posts: Posted[] = [];
  const calls = serveApi((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { order_item_id: number; rating: number; body: string };
      posts.push({ url: `${url.pathname}${url.search}`, body });
      return post!(body);
    }
    return answer;
  });
  return { calls, posts };
}
const ok = (data: unknown, message = 'Reviews retrieved') => ({ body: { status: true, message, data } });

const renderAt = (route = '/review-product?orderId=AGH123456') =>
  renderWithProviders(
    <>
      <ReviewProductPage />
      <Toaster />
    </>,
    { route },
  );

describe('Write a Review', () => {
  it("shows each line of the customer's order: a form for the one not reviewed, the written one as written", async () => {
    const { calls } = serve(ok(form()));
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeInTheDocument();
    const lines = within(await screen.findByRole('list', { name: 'Items of this order' })).getAllByRole('listitem');
    expect(calls.map((u) => `${u.pathname}${u.search}`)).toEqual(['/customer/api/v1/order/AGH123456/reviews/?customer_id=42']);
    expect(within(lines[0]!).getByRole('heading', { name: 'Raw Shea Butter' })).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Size: 250 g')).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    expect(within(lines[1]!).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(lines[1]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Beautiful.')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('You reviewed this item on March 5, 2026')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Shown as Ama O.')).toBeInTheDocument();
  });

  it('rates by keyboard: the arrows move through five labelled stars, and the review is submitted, then shown as written', async () => {
    const user = userEvent.setup();
    const { posts } = serve(ok(form({ lines: [line(11, 'Raw Shea Butter')] })), (body) => ({
      status: 201,
      body: {
        status: true,
        message: 'Review submitted',
        data: line(11, 'Raw Shea Butter', { id: 9, rating: body.rating, body: body.body, reviewer_name: 'Ama O.', created_at: '2026-03-06T10:00:00.000Z' }),
      },
    }));
    renderAt();
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star, Poor' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '5 stars, Excellent' })).toBeInTheDocument();

    // Tab passes the product's link and lands on the group's first star; the arrows choose.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Raw Shea Butter' })).toHaveFocus();
    await user.tab();
    expect(radios[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();

    await user.type(screen.getByLabelText('Your review (optional)'), 'Smooth and rich.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(posts).toEqual([
      { url: '/customer/api/v1/order/AGH123456/reviews/?customer_id=42', body: { order_item_id: 11, rating: 4, body: 'Smooth and rich.' } },
    ]);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^You reviewed this item on/).parentElement).toHaveFocus());
    expect(screen.getByText('Smooth and rich.')).toBeInTheDocument();
  });

  it('asks for a rating before sending anything, and shows the server refusal translated', async () => {
    const user = userEvent.setup();
    const { posts } = serve(ok(form({ lines: [line(11, 'Raw Shea Butter')] })), () => ({
      status: 409,
      body: { status: false, code: 'REVIEW_ALREADY_WRITTEN', message: 'You have already reviewed this item.' },
    }));
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '2 stars, Fair' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this item.');
    expect(posts).toHaveLength(1);
  });

  it('says when the order cannot be reviewed yet, with the way back to it', async () => {
    serve(ok(form({ status: 'Shipped', can_review: false })));
    renderAt();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This order can be reviewed once it has been delivered.');
    expect(within(notice).getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders?highlight=AGH123456');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it("says an order that is not found (another customer's, or no order number) is not among the customer's", async () => {
    const { calls } = serve({ status: 404, body: { status: false, code: 'ORDER_NOT_FOUND', message: 'Order not found.' } });
    const { unmount } = renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order among yours.');
    unmount();
    calls.length = 0;
    renderAt('/review-product?orderId=nonsense');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this order among yours.');
    expect(calls).toHaveLength(0);
  });
});
