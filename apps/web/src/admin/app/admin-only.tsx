import type { ReactNode } from 'react';
import type { StaffRole } from '@shop/contract/admin-endpoints';
import { useTranslation } from '@/lib/i18n';
import { PageHeading } from '../components/page-heading';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n';
import { usePageHeading } from '../lib/use-page-heading';

function NoPermission() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('noPermission.title'));
  return (
    <>
      <PageHeading ref={heading}>{t('noPermission.title')}</PageHeading>
      <p className="mt-4 text-stone-700">{t('noPermission.text')}</p>
    </>
  );
}

/** A page for admins: a staff member who follows a link to it is told they may not see it (the server refuses it too). */
export function AdminOnly({ role, children }: { role: StaffRole; children: ReactNode }) {
  return role === 'admin' ? children : <NoPermission />;
}
