import { CustomerServicePage } from '@/features/customer-service';

export function Component() {
  return <CustomerServicePage />;
}
