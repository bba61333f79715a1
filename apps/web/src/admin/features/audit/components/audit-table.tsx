import type { AuditEntry } from '@shop/contract/admin';
import { useTranslation } from '@/lib/i18n';
import { Table, Td, Th } from '../../../components/table';
import { formatMoment } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** A state before or after the change, as compact JSON ("—" for none). */
const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** A page of the log: when, who, what, on what; the states before and after open on demand. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table caption={t('audit.table.caption')}>
      <thead>
        <tr>
          <Th>{t('audit.table.at')}</Th>
          <Th>{t('audit.table.who')}</Th>
          <Th>{t('audit.table.action')}</Th>
          <Th>{t('audit.table.subject')}</Th>
          <Th>{t('audit.table.change')}</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <Th scope="row" className="whitespace-nowrap font-normal">
              {formatMoment(entry.at, i18n.language)}
            </Th>
            <Td>
              {entry.staff ? (
                <>
                  <span className="block font-medium">{entry.staff.name}</span>
                  <span className="block text-stone-600 [overflow-wrap:anywhere]">{entry.staff.email}</span>
                </>
              ) : (
                t('audit.table.noMember')
              )}
            </Td>
            <Td className="font-mono text-xs">{entry.action}</Td>
            <Td className="font-mono text-xs [overflow-wrap:anywhere]">{entry.subject}</Td>
            <Td className="min-w-64">
              <details>
                <summary className="cursor-pointer text-brand-700 underline underline-offset-2">{t('audit.table.show')}</summary>
                <dl className="mt-2 flex flex-col gap-1 text-xs">
                  <dt className="font-semibold text-stone-700">{t('audit.table.before')}</dt>
                  <dd>
                    <pre className="whitespace-pre-wrap break-all rounded bg-stone-100 p-2 font-mono">{json(entry.before)}</pre>
                  </dd>
                  <dt className="font-semibold text-stone-700">{t('audit.table.after')}</dt>
                  <dd>
                    <pre className="whitespace-pre-wrap break-all rounded bg-stone-100 p-2 font-mono">{json(entry.after)}</pre>
                  </dd>
                </dl>
              </details>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
