import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

const times = (count: number) => Array.from({ length: count }, (_, i) => i);

/** A loading region: announced once by its label, the grey blocks inside are hidden from screen readers. */
function LoadingRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export const productGridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
export const categoryGridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
/** Without its large-screen column count: 3 on the brands page, 4 on the home page. */
export const brandGridClasses = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4';

export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingRegion label={label} className={productGridClasses}>
      {times(count).map((i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

export function CategoryGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingRegion label={label} className={categoryGridClasses}>
      {times(count).map((i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

export function BrandGridSkeleton({ count, label, className }: { count: number; label: string; className?: string }) {
  return (
    <LoadingRegion label={label} className={cn(brandGridClasses, className)}>
      {times(count).map((i) => (
        <div key={i} className="flex items-start gap-4 rounded-xl border border-stone-200 bg-white p-4">
          <Skeleton className="size-14 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The header of a category or brand page while it loads. */
export function PageHeaderSkeleton({ label, round = false }: { label: string; round?: boolean }) {
  return (
    <LoadingRegion label={label} className="flex items-center gap-4 md:gap-6">
      <Skeleton className={cn('shrink-0', round ? 'size-20 rounded-full md:size-24' : 'size-24 rounded-xl md:size-32')} />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-7 w-1/2 md:w-1/3" />
        <Skeleton className="h-4 w-full md:w-2/3" />
      </div>
    </LoadingRegion>
  );
}

/**
 * A category's or brand's page while its header or its first products are on their way. The page replaces it all
 * at once: a header of unknown height (its description) arriving after the products would push them down.
 */
export function CatalogPageSkeleton({ label, round, products, productsLabel }: { label: string; round?: boolean; products: number; productsLabel: string }) {
  return (
    <>
      <div className="mb-8 md:mb-10">
        <PageHeaderSkeleton label={label} round={round} />
      </div>
      <Skeleton className="mb-4 h-7 w-32" />
      <ProductGridSkeleton count={products} label={productsLabel} />
    </>
  );
}
