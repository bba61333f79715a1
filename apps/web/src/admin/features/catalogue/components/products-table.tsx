import type { AdminProductSummary } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Table, Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { productPath } from '../catalogue-paths';
import { PictureCell, PictureHeading } from './picture-cell';
import { RowBadges } from './row-actions';

/** A page of products: picture, name (to the product's page), brand, category, how many stock items, featured, hidden. */
export function ProductsTable({ products }: { products: readonly AdminProductSummary[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table caption={t('products.table.caption')}>
      <thead>
        <tr>
          <PictureHeading label={t('products.table.picture')} />
          <Th>{t('products.table.name')}</Th>
          <Th>{t('products.table.brand')}</Th>
          <Th>{t('products.table.category')}</Th>
          <Th className="text-right">{t('products.table.items')}</Th>
          <Th>{t('products.table.shown')}</Th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <PictureCell image={product.image} alt={t('products.table.pictureOf', { name: product.name })} />
            <Th scope="row" className="font-medium">
              <Link to={productPath(product.id)} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {product.name}
              </Link>
              <span className="block font-mono text-xs font-normal text-stone-600">{product.slug}</span>
            </Th>
            <Td>{product.brand.name}</Td>
            <Td>{product.category.name}</Td>
            <Td className="text-right tabular-nums">{formatNumber(product.items, i18n.language, 0, 0)}</Td>
            <Td>
              <RowBadges hidden={product.hidden} featured={product.featured} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
