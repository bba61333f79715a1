import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the product loads. */
export function ProductSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div role="status" aria-busy="true" className="grid gap-8 md:grid-cols-2 md:gap-12">
      <h1 className="sr-only">{t('loading')}</h1>
      <div className="flex flex-col gap-3">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="size-16 md:size-20" />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-36" />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
