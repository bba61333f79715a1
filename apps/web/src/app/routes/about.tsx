import { AboutPage } from '@/features/help';

export function Component() {
  return <AboutPage />;
}
