import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageReplyBody, type AdminMessage } from '@shop/contract/admin';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { languageName } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { replyMutation } from '../api/messages-api';

const REPLY_MAX = 5000;

/**
 * A reply with the contract's rules (messageReplyBody: 2 to 5000 characters). The server mails it to the sender, with
 * the mail's own words in the language they wrote in; once sent, the form empties and says so.
 */
export function ReplyForm({ message }: { message: AdminMessage }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const reply = useMutation(replyMutation(useQueryClient(), message.id));
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The form has emptied: the focus goes to the line saying the reply went.
  useLayoutEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(messageReplyBody), defaultValues: { body: '' } });

  const onSubmit = handleSubmit(async ({ body }) => {
    setSent(false);
    try {
      await reply.mutateAsync(body);
      reset({ body: '' });
      setSent(true);
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('message.reply.title')}
      </h2>
      <Field
        label={t('message.reply.body')}
        hint={t('message.reply.hint', { email: message.email, language: languageName(message.language, i18n.language) })}
        error={fieldErrorText(t, 'reply', errors.body, { max: REPLY_MAX })}
      >
        {(control) => <Textarea {...control} {...register('body')} rows={6} maxLength={REPLY_MAX} />}
      </Field>
      {reply.isError && <FormBanner message={errorText(reply.error)} />}
      <p ref={sentRef} tabIndex={-1} className="text-sm text-green-800 outline-none empty:hidden">
        {sent && t('message.reply.sent', { email: message.email })}
      </p>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="self-start">
        {isSubmitting ? t('message.reply.sending') : t('message.reply.send')}
      </Button>
    </form>
  );
}
