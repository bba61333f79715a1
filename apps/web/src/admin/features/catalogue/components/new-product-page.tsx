import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { brandsQuery, categoriesQuery, createProductMutation } from '../api/catalogue-api';
import { PRODUCTS_PATH, productPath } from '../catalogue-paths';
import { WhenLoaded } from './catalogue-lists';
import { ProductForm } from './product-form';

/** /admin/products/new: a new product's form; once it is added, its own page (where its stock items are added). */
export function NewProductPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('product.newTitle'));
  const navigate = useNavigate();
  const brands = useQuery(brandsQuery());
  const categories = useQuery(categoriesQuery());
  const create = useMutation(createProductMutation(useQueryClient()));

  return (
    <>
      <Link to={PRODUCTS_PATH} className={buttonClasses('ghost', '-ml-2 mb-2', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('product.back')}
      </Link>
      <PageHeading ref={heading}>{t('product.newTitle')}</PageHeading>
      <p className="mt-2 text-sm text-stone-700">{t('product.newText')}</p>
      <div className="mt-6">
        <WhenLoaded queries={[brands, categories]} loading={t('product.loadingLists')}>
          {() => (
            <ProductForm
              brands={brands.data!}
              categories={categories.data!}
              failure={create.isError ? errorText(create.error) : undefined}
              onSave={async (values) => {
                const product = await create.mutateAsync(values);
                navigate(productPath(product.id));
              }}
            />
          )}
        </WhenLoaded>
      </div>
    </>
  );
}
