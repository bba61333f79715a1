import { describe, expect, it } from 'vitest';
import type { StockItem } from '@shop/contract';
import { stockItem } from '@/test/product-fixtures';
import { attributeGroups, findVariant, selectedValues, type AttributeGroup, type Selection } from './variants';

const items = [
  stockItem({ id: 1, attributes: { Colour: 'Gold', Size: 'S' } }),
  stockItem({ id: 2, attributes: { Colour: 'Gold', Size: 'M' } }),
  stockItem({ id: 3, attributes: { Colour: 'Blue', Size: 'S' } }),
  stockItem({ id: 4, attributes: { Colour: 'Blue', Size: 'M' }, quantity: 0 }),
  stockItem({ id: 5, attributes: { Colour: 'Red', Size: 'L' } }),
];
const groups = attributeGroups(items);

// The tests speak of options by what a shopper reads; the functions work on ids.
const named = (gs: AttributeGroup[]) => gs.map((g) => ({ name: g.name, values: g.options.map((o) => o.value) }));
const readable = (selection: Selection, gs: AttributeGroup[] = groups) =>
  Object.fromEntries(gs.map((g) => [g.name, g.options.find((o) => o.id === selection[g.id])?.value]));
function pick(current: StockItem, name: string, value: string, among: StockItem[] = items) {
  const group = attributeGroups([...among, current]).find((g) => g.name === name)!;
  const option = group.options.find((o) => o.value === value);
  return findVariant(among, current, group.id, option?.id ?? -1);
}

/** The same item as the API answers it in Spanish: other words, the same ids. */
const inSpanish = (item: StockItem): StockItem => {
  const words: Record<string, string> = { Colour: 'Color', Size: 'Tamaño', Gold: 'Dorado', Blue: 'Azul', Red: 'Rojo' };
  return {
    ...item,
    variant: {
      ...item.variant,
      attribute_value: item.variant.attribute_value.map((av) => ({
        ...av,
        value: words[av.value] ?? av.value,
        attribute: { ...av.attribute, name: words[av.attribute.name]! },
      })),
    },
  };
};

describe('variants', () => {
  it('groups the distinct options of each attribute in the order they appear', () => {
    expect(named(groups)).toEqual([
      { name: 'Colour', values: ['Gold', 'Blue', 'Red'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ]);
    expect(attributeGroups([stockItem()])).toEqual([]);
  });

  it("selects the item's own options, or the first option of an attribute it lacks", () => {
    expect(readable(selectedValues(items[1]!, groups))).toEqual({ Colour: 'Gold', Size: 'M' });
    expect(readable(selectedValues(stockItem({ attributes: { Size: 'L' } }), groups))).toEqual({ Colour: 'Gold', Size: 'L' });
  });

  it('finds the sibling with the chosen option that keeps the other options', () => {
    expect(pick(items[0]!, 'Colour', 'Blue')?.id).toBe(3);
    expect(pick(items[1]!, 'Colour', 'Blue')?.id).toBe(4);
    expect(pick(items[1]!, 'Size', 'S')?.id).toBe(1);
  });

  it('falls back to the best partial match, preferring one in stock', () => {
    expect(pick(items[0]!, 'Size', 'L')?.id).toBe(5);
    const onlyOut = [stockItem({ id: 7, attributes: { Size: 'S' }, quantity: 0 }), stockItem({ id: 8, attributes: { Size: 'S' } })];
    expect(pick(stockItem({ id: 9, attributes: { Size: 'M' } }), 'Size', 'S', onlyOut)?.id).toBe(8);
    expect(pick(items[0]!, 'Size', 'XL')).toBeUndefined();
  });

  it('keeps the choice and finds the siblings while the item and its siblings answer in two languages', () => {
    const spanishItem = inSpanish(items[3]!);
    expect(readable(selectedValues(spanishItem, groups))).toEqual({ Colour: 'Blue', Size: 'M' });
    const spanishGroups = attributeGroups(items.map(inSpanish));
    expect(readable(selectedValues(items[3]!, spanishGroups), spanishGroups)).toEqual({ Color: 'Azul', Tamaño: 'M' });
    const gold = groups[0]!.options[0]!;
    expect(findVariant(items, spanishItem, groups[0]!.id, gold.id)?.id).toBe(2);
  });
});
