import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { NOTIFICATION_DEFAULTS, type NotificationSettings as Settings, type NotificationSetting } from '@shop/contract/notification-settings';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useSession, type SessionUser } from '@/features/session';
import { notificationSettingsKey, notificationSettingsQuery, saveNotificationSettings } from '../api/notification-settings';

// The settings in the spec's order (part 2 section 3), by their wire names, with the key of their texts.
const SETTINGS: ReadonlyArray<[NotificationSetting, string]> = [
  ['email_notification', 'emailNotifications'],
  ['order_updates', 'orderUpdates'],
  ['promotions', 'promotions'],
  ['newsletter', 'newsletter'],
  ['push_notification', 'pushNotifications'],
  ['sms_notification', 'smsNotifications'],
];

/** What the session remembers from the login answer (or the last save): shown at once while the server is asked. */
function fromSession(user: SessionUser | null): Settings {
  if (!user) return { ...NOTIFICATION_DEFAULTS };
  return {
    email_notification: user.emailNotification,
    order_updates: user.orderUpdates ?? NOTIFICATION_DEFAULTS.order_updates,
    promotions: user.promotions ?? NOTIFICATION_DEFAULTS.promotions,
    newsletter: user.newsletter ?? NOTIFICATION_DEFAULTS.newsletter,
    push_notification: user.pushNotification,
    sms_notification: user.smsNotification,
  };
}

/**
 * The Settings tab's notification settings, kept on the server (the spec only simulated the save): read when the tab
 * opens, saved with the spec's toasts, and written into the session too, so a reload shows what was saved.
 */
export function NotificationSettings() {
  const { t } = useTranslation(['account', 'common']);
  const { user, updateUser } = useSession();
  const userId = user?.id ?? '';
  const query = useQuery({ ...notificationSettingsQuery(userId), enabled: userId !== '', placeholderData: fromSession(user) });

  if (query.isError) {
    return (
      <section aria-labelledby="notification-settings-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 id="notification-settings-title" className="text-lg font-semibold text-stone-900">
          {t('settings.notifications.title')}
        </h3>
        <LoadFailed
          message={t('settings.notifications.loadFailed')}
          retry={() => void query.refetch()}
          retryLabel={t('common:retry')}
          busy={query.isFetching}
        />
      </section>
    );
  }
  // Remounted once the server's values arrive, so the boxes start from them.
  return (
    <SettingsForm
      key={query.isPlaceholderData ? 'session' : 'server'}
      initial={query.data ?? fromSession(user)}
      loading={query.isPlaceholderData}
      userId={userId}
      onSaved={(saved) =>
        updateUser({
          emailNotification: saved.email_notification,
          orderUpdates: saved.order_updates,
          promotions: saved.promotions,
          newsletter: saved.newsletter,
          pushNotification: saved.push_notification,
          smsNotification: saved.sms_notification,
        })
      }
    />
  );
}

interface SettingsFormProps {
  initial: Settings;
  /** The server has not answered yet: the boxes show the session's values and cannot be changed. */
  loading: boolean;
  userId: string;
  onSaved(saved: Settings): Promise<void>;
}

function SettingsForm({ initial, loading, userId, onSaved }: SettingsFormProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || loading) return;
    setSaving(true);
    try {
      const saved = await saveNotificationSettings(settings);
      queryClient.setQueryData(notificationSettingsKey(userId), saved);
      await onSaved(saved);
      toast.success(t('settings.saved'));
    } catch {
      toast.error(t('settings.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="notification-settings-title"
      aria-busy={loading || undefined}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="notification-settings-title" className="text-lg font-semibold text-stone-900">
        {t('settings.notifications.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('settings.notifications.intro')}</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {SETTINGS.map(([key, text]) => (
          <li key={key} className="flex items-start gap-3 py-3">
            <input
              id={`setting-${key}`}
              type="checkbox"
              checked={settings[key]}
              disabled={loading}
              onChange={(event) => setSettings((current) => ({ ...current, [key]: event.target.checked }))}
              aria-describedby={`setting-${key}-hint`}
              className="size-6 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-wait"
            />
            <div className="flex flex-col">
              <label htmlFor={`setting-${key}`} className="cursor-pointer font-medium text-stone-900">
                {t(`settings.notifications.${text}.label`)}
              </label>
              <p id={`setting-${key}-hint`} className="text-sm text-stone-600">
                {t(`settings.notifications.${text}.hint`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={saving || loading} aria-busy={saving} className="mt-4">
        {saving ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
