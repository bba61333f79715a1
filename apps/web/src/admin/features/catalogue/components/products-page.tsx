import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { PageHeading } from '../../../components/page-heading';
import { PagedResults } from '../../../components/paged-results';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { productsQuery } from '../api/catalogue-api';
import { NEW_PRODUCT_PATH } from '../catalogue-paths';
import { readProductFilters, writeProductFilters, type ProductFilters } from '../product-filters';
import { ProductsSearchForm } from './products-search-form';
import { ProductsTable } from './products-table';

/** /admin/products (admins only): every product, hidden ones too, searched and narrowed in the URL; and a new one. */
export function ProductsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('products.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readProductFilters(search);
  const show = (next: ProductFilters) => setSearch(writeProductFilters(next));
  const query = useQuery(productsQuery(filters));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading ref={heading}>{t('products.title')}</PageHeading>
        <Link to={NEW_PRODUCT_PATH} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('products.new')}
        </Link>
      </div>
      <ProductsSearchForm key={search.toString()} filters={filters} onApply={show} />
      <PagedResults
        query={query}
        className="mt-4"
        loading={t('products.loading')}
        count={(answer) => t('products.count', { count: answer.count })}
        empty={t('products.empty')}
        pages={t('products.pages')}
        onPage={(page) => show({ ...filters, page })}
      >
        {(products) => <ProductsTable products={products} />}
      </PagedResults>
    </>
  );
}
