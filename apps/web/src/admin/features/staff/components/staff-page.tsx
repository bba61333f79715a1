import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { staffListQuery } from '../api/staff-api';
import { AddStaffForm } from './add-staff-form';
import { StaffTable } from './staff-table';

/** /admin/staff (admins only): who may sign in to the back office, with what role; adding a member. */
export function StaffPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('staff.title'));
  const query = useQuery(staffListQuery());

  return (
    <>
      <PageHeading ref={heading}>{t('staff.title')}</PageHeading>
      <div className="mt-6 flex flex-col gap-6">
        {query.data ? (
          <StaffTable members={query.data} />
        ) : query.isError ? (
          <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('staff.loading')} slowLabel={t('stillLoading')} />
        )}
        <AddStaffForm />
      </div>
    </>
  );
}
