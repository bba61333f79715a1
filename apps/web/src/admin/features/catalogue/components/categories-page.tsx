import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCategory } from '@shop/contract/admin';
import { FormBanner } from '@/components/ui/field';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { Table, Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { categoriesQuery, updateCategoryMutation } from '../api/catalogue-api';
import { pictureSrc } from '../picture-src';
import { CategoryForm } from './category-form';
import { EditDialog } from './edit-dialog';
import { ListPage } from './list-page';
import { RowActions, RowBadges } from './row-actions';

/** Every category in its position, with its picture, products' count, whether it is featured or hidden, and its changes. */
function CategoriesTable({ categories }: { categories: readonly AdminCategory[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const update = useMutation(updateCategoryMutation(useQueryClient()));
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const number = (value: number) => formatNumber(value, i18n.language, 0, 0);
  return (
    <>
      {update.isError && <FormBanner message={errorText(update.error)} />}
      <Table caption={t('categories.caption')}>
        <thead>
          <tr>
            <Th>
              <span className="sr-only">{t('categories.picture')}</span>
            </Th>
            <Th>{t('catalogue.name')}</Th>
            <Th>{t('catalogue.slug')}</Th>
            <Th className="text-right">{t('categories.position')}</Th>
            <Th className="text-right">{t('catalogue.products')}</Th>
            <Th>{t('catalogue.state')}</Th>
            <Th>{t('catalogue.changes')}</Th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id}>
              <Td className="w-16 py-2">
                <img
                  src={pictureSrc(category.image)}
                  alt={t('categories.pictureOf', { name: category.name })}
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 rounded-lg border border-stone-200 object-cover"
                />
              </Td>
              <Th scope="row" className="font-medium">
                {category.name}
              </Th>
              <Td className="font-mono text-xs">{category.slug}</Td>
              <Td className="text-right tabular-nums">{number(category.position)}</Td>
              <Td className="text-right tabular-nums">{number(category.products)}</Td>
              <Td>
                <RowBadges hidden={category.hidden} featured={category.featured} />
              </Td>
              <Td>
                <RowActions
                  name={category.name}
                  hidden={category.hidden}
                  featured={category.featured}
                  busy={update.isPending}
                  onEdit={() => setEditing(category)}
                  onChange={(change) => update.mutate({ id: category.id, change })}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <EditDialog title={t('categories.editTitle', { name: editing.name })} onClose={() => setEditing(null)}>
          {(close) => <CategoryForm category={editing} onDone={close} />}
        </EditDialog>
      )}
    </>
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
