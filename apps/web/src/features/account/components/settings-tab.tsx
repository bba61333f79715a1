import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ChangePasswordSection } from './change-password-form';
import { NotificationSettings } from './notification-settings';

/** The Settings tab: notification settings, the password form and 'Delete Account'. */
export function SettingsTab() {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('settings.title')}</h2>
      <NotificationSettings />
      <ChangePasswordSection />
      <section aria-labelledby="delete-account-title" className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 id="delete-account-title" className="text-lg font-semibold text-red-800">
          {t('settings.deleteAccount.title')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t('settings.deleteAccount.intro')}</p>
        {/* Accounts are closed by support (spec part 2 section 2): the button says so. */}
        <Button
          variant="outline"
          className="mt-4 border-red-300 text-red-700 hover:bg-red-50"
          onClick={() => toast.info(t('settings.deleteAccount.contactSupport'))}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('settings.deleteAccount.button')}
        </Button>
      </section>
    </div>
  );
}
