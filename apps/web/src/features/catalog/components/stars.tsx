import { Star } from 'lucide-react';

/** The fixed five-star row of product cards (spec: static; there are no reviews yet). */
export function Stars() {
  return (
    <span className="flex text-amber-500" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-3.5 fill-current" />
      ))}
    </span>
  );
}
