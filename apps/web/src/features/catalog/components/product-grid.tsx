import type { ReactNode } from 'react';
import type { StockItem } from '@shop/contract';
import { ProductCard } from './product-card';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';

/** A responsive grid of product cards: 2 columns on a phone, up to 4 on a desktop. */
export function ProductGrid({ items, action }: { items: StockItem[]; action?: (item: StockItem) => ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <HydrationPiece>
              <ProductCard item={item} eager={index < 4} action={action?.(item)} />
            </HydrationPiece>
          </div>
        </li>
      ))}
    </ul>
  );
}
