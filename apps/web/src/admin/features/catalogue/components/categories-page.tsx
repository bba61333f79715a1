import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { categoriesQuery, updateCategoryMutation } from '../api/catalogue-api';
import { CategoryForm } from './category-form';
import { ListPage } from './list-page';
import { PictureCell, PictureHeading } from './picture-cell';
import { RowsTable } from './rows-table';

/** Every category in its position, with its picture, products' count, whether it is featured or hidden, and its changes. */
function CategoriesTable({ categories }: { categories: readonly AdminCategory[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = (value: number) => formatNumber(value, i18n.language, 0, 0);
  return (
    <RowsTable
      rows={categories}
      caption={t('categories.caption')}
      update={updateCategoryMutation}
      headings={
        <>
          <PictureHeading label={t('categories.picture')} />
          <Th>{t('catalogue.name')}</Th>
          <Th>{t('catalogue.slug')}</Th>
          <Th className="text-right">{t('categories.position')}</Th>
          <Th className="text-right">{t('catalogue.products')}</Th>
        </>
      }
      cells={(category) => (
        <>
          <PictureCell image={category.image} alt={t('categories.pictureOf', { name: category.name })} />
          <Th scope="row" className="font-medium">
            {category.name}
          </Th>
          <Td className="font-mono text-xs">{category.slug}</Td>
          <Td className="text-right tabular-nums">{number(category.position)}</Td>
          <Td className="text-right tabular-nums">{number(category.products)}</Td>
        </>
      )}
      editTitle={(category) => t('categories.editTitle', { name: category.name })}
      editForm={(category, close) => <CategoryForm category={category} onDone={close} />}
    />
  );
}

/** /admin/categories (admins only): every category, hidden ones too; a category hidden hides its products from the shop. */
export function CategoriesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <ListPage
      title={t('categories.title')}
      text={t('categories.text')}
      query={useQuery(categoriesQuery())}
      loading={t('categories.loading')}
      empty={t('categories.empty')}
      table={(categories) => <CategoriesTable categories={categories} />}
      add={<CategoryForm />}
    />
  );
}
