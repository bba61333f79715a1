import { Link } from '@/lib/router';
import type { Category } from '@shop/contract';
import { ProductImage } from './product-image';

interface CategoryCardProps {
  category: Category;
  /** Heading level of the name: h2 on the categories page, h3 inside a home section. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of the categories page load at once and first: one of their pictures is its largest paint. */
  eager?: boolean;
}

/** Image, name and description of a category, linking to its page. */
export function CategoryCard({ category, headingLevel: Heading = 'h3', eager = false }: CategoryCardProps) {
  return (
    <Link
      to={`/category/${category.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        <ProductImage
          src={category.image}
          alt={category.name}
          width={480}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 md:p-4">
        <Heading className="font-semibold text-stone-900 group-hover:text-brand-700">{category.name}</Heading>
        {category.description && <p className="line-clamp-2 text-sm text-stone-600">{category.description}</p>}
      </div>
    </Link>
  );
}
