import { useParams } from 'react-router';
import { CategoryView } from '@/features/catalog';

export function Component() {
  const { categorySlug = '' } = useParams();
  // A new key per category: its page number and scroll state start afresh.
  return <CategoryView key={categorySlug} slug={categorySlug} />;
}
