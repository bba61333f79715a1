import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shop/contract/orders';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { WriteReviewLink } from './write-review-link';

describe("an order card's 'Write a Review'", () => {
  it.each(['Delivered', 'Completed'] as const)('a %s order links to /review-product?orderId={id}', (status) => {
    renderWithProviders(<WriteReviewLink order={orderOf({ order_id: 'AGH123456', status })} />);
    expect(screen.getByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', '/review-product?orderId=AGH123456');
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'Delivered' && s !== 'Completed'))('a %s order has none', (status) => {
    renderWithProviders(<WriteReviewLink order={orderOf({ status })} />);
    expect(screen.queryByRole('link', { name: 'Write a Review' })).not.toBeInTheDocument();
  });
});
