import { ShippingInfoPage } from '@/features/help';

export function Component() {
  return <ShippingInfoPage />;
}
