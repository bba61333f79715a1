import { NotFoundContent } from '@/features/catalog';

export function NotFoundPage() {
  return <NotFoundContent />;
}

export { NotFoundPage as Component };
