import { PrivacyPolicyPage } from '@/features/help';

export function Component() {
  return <PrivacyPolicyPage />;
}
