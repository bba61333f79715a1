import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/**
 * What a page draws once every list it needs has come (a form's selects are filled before the form starts, so a value
 * it begins with is chosen): a spinner until then, or the first failure with Try again.
 */
export function WhenLoaded({ queries, loading, children }: { queries: readonly UseQueryResult[]; loading: string; children: () => ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  if (queries.every((query) => query.data !== undefined)) return children();
  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (failed)
    return (
      <LoadFailed
        message={errorText(failed.error)}
        retry={() => queries.forEach((query) => query.isError && void query.refetch())}
        retryLabel={t('tryAgain')}
        busy={queries.some((query) => query.isFetching)}
      />
    );
  return <Spinner label={loading} slowLabel={t('stillLoading')} />;
}
