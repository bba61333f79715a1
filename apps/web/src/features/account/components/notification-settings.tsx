import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

// The spec's defaults (part 2 section 3, "Notification settings").
const DEFAULTS = {
  emailNotifications: true,
  orderUpdates: true,
  promotions: false,
  newsletter: false,
  pushNotifications: false,
  smsNotifications: false,
};
type Setting = keyof typeof DEFAULTS;

/** Saving is simulated for now (1 s, no call; spec part 2 section 4): the server keeps them in a later issue. */
const SAVE_DELAY_MS = 1000;
const saveSettings = (_settings: typeof DEFAULTS) => new Promise<void>((resolve) => setTimeout(resolve, SAVE_DELAY_MS));

export function NotificationSettings() {
  const { t } = useTranslation('account');
  const [settings, setSettings] = useState(DEFAULTS);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await saveSettings(settings);
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
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="notification-settings-title" className="text-lg font-semibold text-stone-900">
        {t('settings.notifications.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('settings.notifications.intro')}</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {(Object.keys(DEFAULTS) as Setting[]).map((key) => (
          <li key={key} className="flex items-start gap-3 py-3">
            <input
              id={`setting-${key}`}
              type="checkbox"
              checked={settings[key]}
              onChange={(event) => setSettings((current) => ({ ...current, [key]: event.target.checked }))}
              aria-describedby={`setting-${key}-hint`}
              className="size-6 shrink-0 cursor-pointer accent-brand-600"
            />
            <div className="flex flex-col">
              <label htmlFor={`setting-${key}`} className="cursor-pointer font-medium text-stone-900">
                {t(`settings.notifications.${key}.label`)}
              </label>
              <p id={`setting-${key}-hint`} className="text-sm text-stone-600">
                {t(`settings.notifications.${key}.hint`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={saving} aria-busy={saving} className="mt-4">
        {saving ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
