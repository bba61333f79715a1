import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { auditQuery } from '../api/audit-api';
import { AuditTable } from './audit-table';

/** /admin/audit (admins only): the audit log, newest first; the page is in the URL (?page=). */
export function AuditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('audit.title'));
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const query = useQuery(auditQuery(page));
  const answer = query.data;

  return (
    <>
      <PageHeading ref={heading}>{t('audit.title')}</PageHeading>
      <div aria-busy={query.isPlaceholderData || undefined} className="mt-6">
        {!answer ? (
          query.isError ? (
            <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
          ) : (
            <Spinner label={t('audit.loading')} slowLabel={t('stillLoading')} />
          )
        ) : answer.data.length === 0 && answer.page === 1 ? (
          <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">{t('audit.empty')}</p>
        ) : (
          <>
            <AuditTable entries={answer.data} />
            {(answer.total_pages > 1 || answer.page > 1) && (
              <Pager
                page={answer.page}
                totalPages={answer.total_pages}
                onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
                labels={{
                  nav: t('audit.pages'),
                  position: t('pageOf', { page: answer.page, total: answer.total_pages }),
                  previous: t('previous'),
                  next: t('next'),
                }}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
