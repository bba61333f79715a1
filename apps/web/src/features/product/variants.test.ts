import { describe, expect, it } from 'vitest';
import { stockItem } from '@/test/product-fixtures';
import { attributeGroups, findVariant, selectedValues } from './variants';

const items = [
  stockItem({ id: 1, attributes: { Colour: 'Gold', Size: 'S' } }),
  stockItem({ id: 2, attributes: { Colour: 'Gold', Size: 'M' } }),
  stockItem({ id: 3, attributes: { Colour: 'Blue', Size: 'S' } }),
  stockItem({ id: 4, attributes: { Colour: 'Blue', Size: 'M' }, quantity: 0 }),
  stockItem({ id: 5, attributes: { Colour: 'Red', Size: 'L' } }),
];

describe('variants', () => {
  it('groups the distinct values of each attribute in the order they appear', () => {
    expect(attributeGroups(items)).toEqual([
      { name: 'Colour', values: ['Gold', 'Blue', 'Red'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ]);
    expect(attributeGroups([stockItem()])).toEqual([]);
  });

  it("selects the item's own values, or the first value of an attribute it lacks", () => {
    const groups = attributeGroups(items);
    expect(selectedValues(items[1]!, groups)).toEqual({ Colour: 'Gold', Size: 'M' });
    expect(selectedValues(stockItem({ attributes: { Size: 'L' } }), groups)).toEqual({ Colour: 'Gold', Size: 'L' });
  });

  it('finds the sibling with the chosen value that keeps the other values', () => {
    expect(findVariant(items, items[0]!, 'Colour', 'Blue')?.id).toBe(3);
    expect(findVariant(items, items[1]!, 'Colour', 'Blue')?.id).toBe(4);
    expect(findVariant(items, items[1]!, 'Size', 'S')?.id).toBe(1);
  });

  it('falls back to the best partial match, preferring one in stock', () => {
    expect(findVariant(items, items[0]!, 'Size', 'L')?.id).toBe(5);
    const onlyOut = [stockItem({ id: 7, attributes: { Size: 'S' }, quantity: 0 }), stockItem({ id: 8, attributes: { Size: 'S' } })];
    expect(findVariant(onlyOut, stockItem({ id: 9, attributes: { Size: 'M' } }), 'Size', 'S')?.id).toBe(8);
    expect(findVariant(items, items[0]!, 'Size', 'XL')).toBeUndefined();
  });
});
