import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** A mutation's options as catalogue-api makes them, given the query client. */
type MutationOf<Variables, Answer = unknown> = (queryClient: QueryClient) => UseMutationOptions<Answer, Error, Variables>;

interface RowSaveOptions<Values> {
  /** The brand, category or store changed (in its dialog); none when the form adds one. */
  row: { id: number } | undefined;
  create: MutationOf<Values, { name: string }>;
  update: MutationOf<{ id: number; change: Values }>;
  /** A change saved: the dialog closes. */
  onDone?: (() => void) | undefined;
  /** A row added: the form empties for the next one. */
  onAdded(): void;
}

/** What RowForm needs of the save: the submit, what was added, and the server's refusal (translated). */
export interface RowSave<Values> {
  submit(values: Values): Promise<void>;
  added: string;
  failure: string | undefined;
}

/**
 * How the brand, category and store forms save: a change goes to the row's update and closes the dialog; an addition
 * goes to create, empties the form and says what was added. A refusal stays in the mutation, shown as `failure`.
 */
export function useRowSave<Values>({ row, create, update, onDone, onAdded }: RowSaveOptions<Values>): RowSave<Values> {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const creating = useMutation(create(queryClient));
  const updating = useMutation(update(queryClient));
  const save = row ? updating : creating;
  const [added, setAdded] = useState('');

  const submit = async (values: Values) => {
    setAdded('');
    try {
      if (row) {
        await updating.mutateAsync({ id: row.id, change: values });
        onDone?.();
      } else {
        const created = await creating.mutateAsync(values);
        onAdded();
        setAdded(t('catalogue.added', { name: created.name }));
      }
    } catch {
      // Shown from the mutation's error.
    }
  };

  return { submit, added, failure: save.isError ? errorText(save.error) : undefined };
}
