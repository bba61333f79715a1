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
          { id: 1, value: '250 g', attribute: { id: 1, name: 'Size' } },
          { id: 2, value: 'Gold', attribute: { id: 2, name: 'Colour' } },
        ],
      },
    };
    renderWithProviders(<ProductCard item={item} />);
    expect(screen.getByRole('heading', { name: item.product.name })).toBeInTheDocument();
    expect(screen.getByText(item.store.name)).toBeInTheDocument();
    expect(screen.getByText('250 g · Gold')).toBeInTheDocument();
    expect(screen.getByText(`₵${item.selling_price.amount}`)).toBeInTheDocument();
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/7');
    // A screen reader hears the product's name first.
    expect(screen.getByRole('link').textContent).toMatch(/^Raw Shea Butter/);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it("marks an item with no stock 'Out of stock' and falls back to the placeholder image", () => {
    const base = stockItem(8, 'Bolga Basket', 0);
    const item = { ...base, product: { ...base.product, image: '' } };
    renderWithProviders(<ProductCard item={item} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // The picture is decorative beside the name (alt ""), and falls back to the placeholder.
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/placeholder.svg');
  });

  it('shows the price the shopper pays, the old price struck through and the discount, as the product page does', () => {
    const item = {
      ...stockItem(9, 'Kente Stole'),
      selling_price: { amount: '100.00', currency: 'GHS' as const },
      discount_percentage: 10,
      discounted_price: { amount: '90.00', currency: 'GHS' as const },
    };
    renderWithProviders(<ProductCard item={item} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toMatch(/^Kente Stole.*₵90\.00.*Was ₵100\.00/);
    expect(screen.getByText('₵100.00').tagName).toBe('S');
    expect(screen.getByText('10% off')).toBeInTheDocument();
  });
});
