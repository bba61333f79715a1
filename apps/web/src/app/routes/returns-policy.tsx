import { ReturnsPolicyPage } from '@/features/help';

export function Component() {
  return <ReturnsPolicyPage />;
}
