import type { AdminMessage } from '@shop/contract/admin';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** Whether a message is read, and whether it was answered: in words, not only in colour or weight. */
export function MessageState({ message }: { message: Pick<AdminMessage, 'read' | 'replied_at'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className="flex flex-wrap gap-1.5">
      {message.read ? (
        <Badge className="bg-stone-100 text-stone-700">{t('messages.read')}</Badge>
      ) : (
        <Badge className="bg-brand-600 text-white">{t('messages.unread')}</Badge>
      )}
      {message.replied_at && <Badge className="bg-green-100 text-green-800">{t('messages.replied')}</Badge>}
    </span>
  );
}
