import type { StockItem } from '@shop/contract';

export interface AttributeGroup {
  /** The attribute's name, e.g. "Size". */
  name: string;
  /** Its distinct values across the product's stock items, in the order they first appear. */
  values: string[];
}

const valuesOf = (item: StockItem): Map<string, string> => new Map(item.variant.attribute_value.map((av) => [av.attribute.name, av.value]));

/** Groups every attribute value of a product's stock items by attribute name. */
export function attributeGroups(items: readonly StockItem[]): AttributeGroup[] {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    for (const av of item.variant.attribute_value) {
      const values = groups.get(av.attribute.name) ?? [];
      if (!values.includes(av.value)) values.push(av.value);
      groups.set(av.attribute.name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

/** The value of each attribute chosen for this stock item; an attribute it lacks falls back to the first value. */
export function selectedValues(item: StockItem, groups: readonly AttributeGroup[]): Record<string, string> {
  const own = valuesOf(item);
  return Object.fromEntries(groups.map((g) => [g.name, own.get(g.name) ?? g.values[0] ?? '']));
}

/**
 * The sibling stock item to show when the shopper picks `value` for `name`: among the items having that value,
 * the one sharing the most other attribute values with the current item (an in-stock one on a tie).
 */
export function findVariant(items: readonly StockItem[], current: StockItem, name: string, value: string): StockItem | undefined {
  const currentValues = valuesOf(current);
  let best: { item: StockItem; score: number } | undefined;
  for (const item of items) {
    const values = valuesOf(item);
    if (values.get(name) !== value) continue;
    let score = 0;
    for (const [otherName, otherValue] of currentValues) {
      if (otherName !== name && values.get(otherName) === otherValue) score += 2;
    }
    if (item.quantity > 0) score += 1;
    if (!best || score > best.score) best = { item, score };
  }
  return best?.item;
}
