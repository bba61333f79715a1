import { FaqPage } from '@/features/faq';

export function Component() {
  return <FaqPage />;
}
