import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SHOP_PAGE_SIZES } from '@shop/contract/constants';
import { Select } from '@/components/ui/select';
import type { ShopPageSize } from '../shop-params';

/** How many products a page shows: 8, 16, 24 or 32. */
export function PageSizeSelect({ value, onChange }: { value: ShopPageSize; onChange: (pageSize: ShopPageSize) => void }) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-700">
        {t('pageSize.label')}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(Number(e.target.value) as ShopPageSize)}>
        {SHOP_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}
