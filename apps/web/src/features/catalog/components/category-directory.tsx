import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { categoriesQuery } from '../api/catalog-queries';
import { CategoryCard } from './category-card';
import { CategoryGridSkeleton, categoryGridClasses } from './skeletons';
import { EmptyState, ErrorState } from './status-message';

const CATEGORY_LIST_SKELETONS = 8;

/** Every category as a card linking to its page. */
export function CategoryDirectory() {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useQuery(categoriesQuery());
  if (query.isPending) return <CategoryGridSkeleton count={CATEGORY_LIST_SKELETONS} label={t('loading.categories')} />;
  if (query.isError) {
    return <ErrorState message={t('categories.error')} retry={{ label: t('common:retry'), onRetry: () => void query.refetch(), busy: query.isFetching }} />;
  }
  if (query.data.length === 0) return <EmptyState message={t('categories.empty')} />;
  return (
    <ul className={categoryGridClasses}>
      {query.data.map((category, index) => (
        <li key={category.id}>
          <CategoryCard category={category} headingLevel="h2" eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
