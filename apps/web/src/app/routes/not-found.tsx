// The product feature's 404 screen is the shop's one 404 screen.
import { NotFoundContent } from '@/features/product';

export function NotFoundPage() {
  return <NotFoundContent />;
}

export { NotFoundPage as Component };
