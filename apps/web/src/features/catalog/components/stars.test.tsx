import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductCard, Stars } from './product-card';
import { stockItem } from './test-fixtures';

describe('Stars', () => {
  it('names the real average and count for a screen reader, and fills the stars to it', () => {
    renderWithProviders(<Stars rating={{ average: 4.5, count: 12 }} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' });
    expect(stars).toHaveTextContent('(12)');
    expect(stars.querySelector('[style]')).toHaveStyle({ width: '90%' });
  });

  it('says one review in the singular', () => {
    renderWithProviders(<Stars rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5, 1 review' })).toBeInTheDocument();
  });

  it("shows a quiet 'No reviews yet' on a card whose product has none, and the stars on one that has", () => {
    const { unmount } = renderWithProviders(<ProductCard item={stockItem(1, 'Raw Shea Butter')} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard item={{ ...stockItem(2, 'Kente Stole'), rating: { average: 3.7, count: 3 } }} />);
    expect(screen.getByRole('img', { name: 'Rated 3.7 out of 5, 3 reviews' })).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });
});
