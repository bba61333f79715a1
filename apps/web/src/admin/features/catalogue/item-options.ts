import type { AdminCatalogueItem } from '@shop/contract/admin';

/** A stock item's options as a line: "Size: M, Colour: Red" (empty when it has none). */
export const optionsLine = (item: Pick<AdminCatalogueItem, 'attributes'>) =>
  Object.entries(item.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
