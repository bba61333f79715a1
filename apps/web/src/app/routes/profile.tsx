import { ProfilePage } from '@/features/account';

// My Account (/profile). The router's RequireAuth sends logged-out visitors to /login first.
export function Component() {
  return <ProfilePage />;
}
