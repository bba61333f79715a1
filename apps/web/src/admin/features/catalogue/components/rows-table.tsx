import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormBanner } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { Table, Td, Th } from '../../../components/table';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { EditDialog } from './edit-dialog';
import { RowActions, RowBadges } from './row-actions';

/** What the State and Changes columns read of a brand, category or store; a store has no `featured`. */
interface CatalogueRow {
  id: number;
  name: string;
  hidden: boolean;
  featured?: boolean;
}

type RowChange = { hidden?: boolean; featured?: boolean };

interface RowsTableProps<Row extends CatalogueRow> {
  rows: readonly Row[];
  caption: string;
  /** The row's update (catalogue-api), which Hide, Show, Feature and Unfeature send at once. */
  update(queryClient: QueryClient): UseMutationOptions<unknown, Error, { id: number; change: RowChange }>;
  /** The header cells of the row's own columns, before State and Changes. */
  headings: ReactNode;
  /** A row's cells under `headings`. */
  cells(row: Row): ReactNode;
  editTitle(row: Row): string;
  /** The row's form in its edit dialog, given `close` for Cancel and for after it saved. */
  editForm(row: Row, close: () => void): ReactNode;
}

/**
 * The brands', categories' and stores' table: each row's own columns, then whether it is featured or hidden and its
 * buttons (Edit opens the row's form in a dialog). A refused hide or feature shows above the table.
 */
export function RowsTable<Row extends CatalogueRow>({ rows, caption, update, headings, cells, editTitle, editForm }: RowsTableProps<Row>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const change = useMutation(update(useQueryClient()));
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <>
      {change.isError && <FormBanner message={errorText(change.error)} />}
      <Table caption={caption}>
        <thead>
          <tr>
            {headings}
            <Th>{t('catalogue.state')}</Th>
            <Th>{t('catalogue.changes')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {cells(row)}
              <Td>
                <RowBadges hidden={row.hidden} featured={row.featured} />
              </Td>
              <Td>
                <RowActions
                  name={row.name}
                  hidden={row.hidden}
                  featured={row.featured}
                  busy={change.isPending}
                  onEdit={() => setEditing(row)}
                  onChange={(rowChange) => change.mutate({ id: row.id, change: rowChange })}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <EditDialog title={editTitle(editing)} onClose={() => setEditing(null)}>
          {(close) => editForm(editing, close)}
        </EditDialog>
      )}
    </>
  );
}
