import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductCard } from './product-card';
import { stockItem } from './test-fixtures';

describe('ProductCard', () => {
  it('shows store, name, variant, price with the currency symbol and links to the product', () => {
    const item = {
      ...stockItem(7, 'Raw Shea Butter'),
      variant: {
        id: 3,
        attribute_value: [
          { id: 1, value: '250 g', attribute: { name: 'Size' } },
          { id: 2, value: 'Gold', attribute: { name: 'Colour' } },
        ],
      },
    };
    renderWithProviders(<ProductCard item={item} />);
    expect(screen.getByRole('heading', { name: item.product.name })).toBeInTheDocument();
    expect(screen.getByText(item.store.name)).toBeInTheDocument();
    expect(screen.getByText('250 g · Gold')).toBeInTheDocument();
    expect(screen.getByText(`₵${item.selling_price.amount}`)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/7');
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it("marks an item with no stock 'Out of stock' and falls back to the placeholder image", () => {
    const base = stockItem(8, 'Bolga Basket', 0);
    const item = { ...base, product: { ...base.product, image: '' } };
    renderWithProviders(<ProductCard item={item} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: item.product.name })).toHaveAttribute('src', '/placeholder.svg');
  });
});
