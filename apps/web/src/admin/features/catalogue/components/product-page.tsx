import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { AdminCatalogueItem } from '@shop/contract/admin';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { brandsQuery, categoriesQuery, productQuery, storesQuery, updateProductMutation } from '../api/catalogue-api';
import { PRODUCTS_PATH } from '../catalogue-paths';
import { AddItemForm } from './add-item-form';
import { WhenLoaded } from './catalogue-lists';
import { EditItemDialog } from './edit-item-dialog';
import { ProductForm } from './product-form';
import { StockItemsTable } from './stock-items-table';

/**
 * /admin/products/:id: the product's own fields (saved together), then its stock items, each changed in a dialog, and
 * a form to add one. Quantities are not changed here but at the stock desk, where each change has a reason.
 */
export function ProductPage({ productId }: { productId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const product = useQuery(productQuery(productId));
  const brands = useQuery(brandsQuery());
  const categories = useQuery(categoriesQuery());
  const stores = useQuery(storesQuery());
  const update = useMutation(updateProductMutation(queryClient, productId));
  const [saved, setSaved] = useState('');
  const [editing, setEditing] = useState<AdminCatalogueItem | null>(null);
  const [itemSaved, setItemSaved] = useState('');
  const title = product.data?.name ?? t('product.title');
  const heading = usePageHeading(title);

  return (
    <>
      <Link to={PRODUCTS_PATH} className={buttonClasses('ghost', '-ml-2 mb-2', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('product.back')}
      </Link>
      <PageHeading ref={heading}>{title}</PageHeading>
      <div className="mt-6 flex flex-col gap-6">
        <WhenLoaded queries={[product, brands, categories, stores]} loading={t('product.loading')}>
          {() => {
            const shown = product.data!;
            return (
              <>
                <ProductForm
                  product={shown}
                  brands={brands.data!}
                  categories={categories.data!}
                  failure={update.isError ? errorText(update.error) : undefined}
                  saved={saved}
                  onSave={async (values) => {
                    setSaved('');
                    await update.mutateAsync(values);
                    setSaved(t('product.form.saved'));
                  }}
                />
                <SectionCard title={t('product.items.title')}>
                  <p className="mb-3 text-sm text-stone-700">{t('product.items.text')}</p>
                  {/* Said politely once an item is saved (the dialog has closed, the focus is back on its row's button). */}
                  <p role="status" className="mb-3 text-sm font-medium text-green-800 empty:hidden">
                    {itemSaved}
                  </p>
                  {shown.stock_items.length === 0 ? (
                    <p className="text-sm text-stone-700">{t('product.items.none')}</p>
                  ) : (
                    <StockItemsTable
                      items={shown.stock_items}
                      onEdit={(item) => {
                        setItemSaved('');
                        setEditing(item);
                      }}
                    />
                  )}
                </SectionCard>
                <AddItemForm productId={shown.id} stores={stores.data!} />
              </>
            );
          }}
        </WhenLoaded>
      </div>
      {editing && (
        <EditItemDialog item={editing} onSaved={() => setItemSaved(t('product.editItem.saved', { sku: editing.sku }))} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
