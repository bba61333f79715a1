import { Link } from '@/lib/router';
import type { Brand } from '@shop/contract';
import { cn } from '@/lib/cn';

/** The first letter of a brand's name in a warm circle (brands have no logos). */
export function BrandInitial({ name, className }: { name: string; className?: string }) {
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700 ring-1 ring-brand-200',
        className ?? 'size-14 text-2xl',
      )}
    >
      {letter}
    </span>
  );
}

/** A brand's initial, name and description, linking to its page by id. */
export function BrandCard({ brand, headingLevel: Heading = 'h3' }: { brand: Brand; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Link
      to={`/brand/${brand.id}`}
      className="group flex h-full items-start gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <BrandInitial name={brand.name} />
      <div className="min-w-0 flex-1">
        <Heading className="font-semibold text-stone-900 group-hover:text-brand-700">{brand.name}</Heading>
        {brand.description && <p className="mt-1 line-clamp-3 text-sm text-stone-600">{brand.description}</p>}
      </div>
    </Link>
  );
}
