import type { StockItem } from '@shop/contract';

// A product's options are told apart by their ids, the same in every language, never by their names: when the
// shopper changes language the item and its siblings are fetched again one after the other, and for that moment
// they may answer in two languages while the choice shown must stay the same.

export interface AttributeOption {
  /** The option's id (the API's attribute value id). */
  id: number;
  /** What the shopper reads, e.g. "250 g" or "Azul". */
  value: string;
}

export interface AttributeGroup {
  /** The attribute's id. */
  id: number;
  /** Its name in the shopper's language, e.g. "Size" or "Tamaño". */
  name: string;
  /** Its distinct options across the product's stock items, in the order they first appear. */
  options: AttributeOption[];
}

/** The option chosen for each attribute: option id by attribute id. */
export type Selection = Record<number, number>;

const optionsOf = (item: StockItem): Map<number, number> => new Map(item.variant.attribute_value.map((av) => [av.attribute.id, av.id]));

/** Groups every option of a product's stock items by attribute. */
export function attributeGroups(items: readonly StockItem[]): AttributeGroup[] {
  const groups = new Map<number, AttributeGroup>();
  for (const item of items) {
    for (const av of item.variant.attribute_value) {
      const group = groups.get(av.attribute.id) ?? { id: av.attribute.id, name: av.attribute.name, options: [] };
      if (!group.options.some((o) => o.id === av.id)) group.options.push({ id: av.id, value: av.value });
      groups.set(group.id, group);
    }
  }
  return [...groups.values()];
}

/** The option of each attribute chosen for this stock item; an attribute it lacks falls back to the first option. */
export function selectedValues(item: StockItem, groups: readonly AttributeGroup[]): Selection {
  const own = optionsOf(item);
  return Object.fromEntries(
    groups.flatMap((g) => {
      const chosen = own.get(g.id) ?? g.options[0]?.id;
      return chosen === undefined ? [] : [[g.id, chosen]];
    }),
  );
}

/**
 * The sibling stock item to show when the shopper picks option `optionId` of attribute `attributeId`: among the items
 * having it, the one sharing the most other options with the current item (an in-stock one on a tie).
 */
export function findVariant(items: readonly StockItem[], current: StockItem, attributeId: number, optionId: number): StockItem | undefined {
  const currentOptions = optionsOf(current);
  let best: { item: StockItem; score: number } | undefined;
  for (const item of items) {
    const options = optionsOf(item);
    if (options.get(attributeId) !== optionId) continue;
    let score = 0;
    for (const [otherAttribute, otherOption] of currentOptions) {
      if (otherAttribute !== attributeId && options.get(otherAttribute) === otherOption) score += 2;
    }
    if (item.quantity > 0) score += 1;
    if (!best || score > best.score) best = { item, score };
  }
  return best?.item;
}
