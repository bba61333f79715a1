import { ContactPage } from '@/features/contact';

export function Component() {
  return <ContactPage />;
}
