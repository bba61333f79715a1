import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { SectionCard } from '../../../components/section-card';
import { formatMoment } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { cancellationMutation } from '../api/orders-api';

type Request = AdminOrder['cancellation_requests'][number];

/**
 * The customer's open request to cancel (made after the hour in which they could cancel themselves): their reason, and
 * the member's answer, with a note for the history. The server answers the order as it now is (Cancelled when
 * accepted), which the page shows; the section goes with the request.
 */
export function CancellationRequest({ orderId, request }: { orderId: string; request: Request }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const answer = useMutation(cancellationMutation(useQueryClient(), orderId));
  const [note, setNote] = useState('');
  const decide = (decision: AdminBodyOf<'orderCancellation'>['decision']) => answer.mutate({ decision, ...(note.trim() ? { note: note.trim() } : {}) });

  return (
    <SectionCard title={t('order.cancellation.title')} className="border-red-200 bg-red-50/40">
      <p className="text-sm text-stone-700">{t('order.cancellation.asked', { at: formatMoment(request.created_at, i18n.language) })}</p>
      <blockquote className="mt-2 border-l-4 border-red-200 pl-3 text-stone-900">{request.reason || t('order.cancellation.noReason')}</blockquote>
      <Field label={t('order.note')} hint={t('order.noteHint')} className="mt-4">
        {(control) => <Textarea {...control} rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />}
      </Field>
      {answer.isError && (
        <div className="mt-3">
          <FormBanner message={errorText(answer.error)} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={answer.isPending} onClick={() => decide('accept')} className="bg-red-700 hover:bg-red-800">
          {t('order.cancellation.accept')}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => decide('refuse')}>
          {t('order.cancellation.refuse')}
        </Button>
      </div>
    </SectionCard>
  );
}
