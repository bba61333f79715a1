import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_PAGE_SIZES } from '@shop/contract/constants';
import type { ShopPageSize } from '../shop-params';
import { selectClasses } from './shop-toolbar';

/** How many products a page shows: 8, 16, 24 or 32. */
export function PageSizeSelect({ value, onChange }: { value: ShopPageSize; onChange: (pageSize: ShopPageSize) => void }) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-700">
        {t('pageSize.label')}
      </label>
      <select id={id} className={selectClasses} value={value} onChange={(e) => onChange(Number(e.target.value) as ShopPageSize)}>
        {SHOP_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
