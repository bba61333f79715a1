import type { Executor } from '../../db/transaction.js';
import { variantMedia } from '../../db/schema/index.js';

// The write path of variants' own pictures (a colour drawn in its colour). Reading them is the stock query's
// (stock.repo.ts), which answers them as the stock item's product.image and product.media.

export interface NewVariantMedia {
  variantId: number;
  /** Main image first; file names relative to assets/media/. */
  images: string[];
}

export function createVariantMediaRepo(db: Executor) {
  return {
    /** Stores each variant's pictures in order; a variant with none keeps showing its product's. */
    async insert(items: NewVariantMedia[]): Promise<void> {
      const rows = items.flatMap((item) => item.images.map((image, position) => ({ variantId: item.variantId, image, position })));
      if (rows.length) await db.insert(variantMedia).values(rows);
    },
  };
}
export type VariantMediaRepo = ReturnType<typeof createVariantMediaRepo>;
