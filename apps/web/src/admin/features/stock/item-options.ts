import type { AdminStockItem } from '@shop/contract/admin';

/** An item's options as a line: "Size: 250 g, Colour: Red" (empty when it has none). */
export const optionsOf = (item: Pick<AdminStockItem, 'attributes'>) => item.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ');
