import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/field';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { DetailsList } from '../../../components/details-list';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { formatMoment, languageName } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { markMessageMutation, messageQuery } from '../api/messages-api';
import { MESSAGES_PATH } from '../messages-paths';
import { MessageState } from './message-state';
import { ReplyForm } from './reply-form';

const linkClasses = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * /admin/messages/:id: a message from the contact form as it was written (its line breaks kept), its replies, marking
 * it unread again, and a reply mailed to the sender. Opening an unread message marks it read, once.
 */
export function MessagePage({ messageId }: { messageId: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const query = useQuery(messageQuery(messageId));
  const message = query.data;
  const heading = usePageHeading(message?.subject || t('message.title'));
  const mark = useMutation(markMessageMutation(useQueryClient(), messageId));
  const markedOnOpening = useRef(false);
  const { mutate } = mark;
  useEffect(() => {
    if (!message || markedOnOpening.current) return;
    // Only on opening: a message marked unread by hand afterwards stays unread.
    markedOnOpening.current = true;
    if (!message.read) mutate(true);
  }, [message, mutate]);

  return (
    <>
      <Link to={MESSAGES_PATH} className={buttonClasses('ghost', '-ml-2 mb-2', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('message.back')}
      </Link>
      <PageHeading ref={heading}>{message ? message.subject || t('messages.noSubject') : t('message.title')}</PageHeading>
      {!message ? (
        query.isError ? (
          <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('message.loading')} slowLabel={t('stillLoading')} />
        )
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          <SectionCard title={t('message.from', { name: message.name })}>
            <DetailsList
              items={[
                [t('message.name'), message.name],
                [
                  t('message.email'),
                  <a key="email" href={`mailto:${message.email}`} className={linkClasses}>
                    {message.email}
                  </a>,
                ],
                [t('message.subject'), message.subject],
                [t('message.received'), formatMoment(message.created_at, i18n.language)],
                [t('message.language'), languageName(message.language, i18n.language)],
                [t('message.state'), <MessageState key="state" message={message} />],
              ]}
            />
            <h3 className="mt-5 text-sm font-semibold text-stone-900">{t('message.text')}</h3>
            <p className="mt-1.5 whitespace-pre-wrap rounded-lg bg-stone-50 p-4 text-stone-900 [overflow-wrap:anywhere]">{message.message}</p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Button variant="outline" disabled={mark.isPending} onClick={() => mark.mutate(!message.read)}>
                {t(message.read ? 'message.markUnread' : 'message.markRead')}
              </Button>
            </div>
            {mark.isError && (
              <div className="mt-3">
                <FormBanner message={errorText(mark.error)} />
              </div>
            )}
          </SectionCard>
          <SectionCard title={t('message.replies.title')}>
            {message.replies.length === 0 ? (
              <p className="text-sm text-stone-700">{t('message.replies.none')}</p>
            ) : (
              <ol aria-label={t('message.replies.title')} className="flex flex-col gap-4">
                {message.replies.map((reply) => (
                  <li key={reply.id} className="rounded-lg border border-stone-200 p-4">
                    <p className="text-sm text-stone-600">{t('message.replies.by', { email: reply.staff.email, at: formatMoment(reply.at, i18n.language) })}</p>
                    <p className="mt-2 whitespace-pre-wrap text-stone-900 [overflow-wrap:anywhere]">{reply.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </SectionCard>
          <ReplyForm message={message} />
        </div>
      )}
    </>
  );
}
