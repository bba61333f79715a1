import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { storesQuery } from '@/features/catalog';
import { NO_FILTERS, type ShopFilters } from '../shop-params';

interface ActiveFiltersProps {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
}

/** The filters in force as badges, each removable, and a 'Clear filters' button. Renders nothing when none is on. */
export function ActiveFilters({ filters, onChange }: ActiveFiltersProps) {
  const { t } = useTranslation(['shop', 'common']);
  const stores = useQuery(storesQuery());
  const storeName = (slug: string) => stores.data?.find((s) => s.slug === slug || String(s.id) === slug)?.name ?? slug;

  const badges: { key: string; label: string; remove: () => void }[] = [];
  if (filters.search) badges.push({ key: 'search', label: t('filters.search', { term: filters.search }), remove: () => onChange({ search: undefined }) });
  if (filters.inStock) badges.push({ key: 'in_stock', label: t('filters.inStock'), remove: () => onChange({ inStock: false }) });
  if (filters.freeDelivery) badges.push({ key: 'free_delivery', label: t('filters.freeShipping'), remove: () => onChange({ freeDelivery: false }) });
  for (const slug of filters.stores) {
    badges.push({ key: `store:${slug}`, label: storeName(slug), remove: () => onChange({ stores: filters.stores.filter((s) => s !== slug) }) });
  }
  if (badges.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('filters.active')} className="flex flex-wrap items-center gap-2">
        {badges.map((badge) => (
          <li key={badge.key}>
            <Badge className="border border-brand-200 bg-brand-50 py-0.5 pl-3 pr-1 text-sm font-medium text-brand-900">
              <span className="max-w-[16rem] truncate">{badge.label}</span>
              <button
                type="button"
                onClick={badge.remove}
                aria-label={t('filters.remove', { label: badge.label })}
                className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <Button variant="ghost" className="min-h-8 px-2 py-1 text-brand-700 underline-offset-2 hover:underline" onClick={() => onChange(NO_FILTERS)}>
        {t('common:clearFilters')}
      </Button>
    </div>
  );
}
