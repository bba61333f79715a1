import { useTranslation } from '@/lib/i18n';
import type { SessionUser } from '@/features/session';
import { formatDate, formatGhanaPhone } from '../format';

/** The Profile tab: every field of the user; a missing one reads 'Not provided'. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('account');
  const dateOfBirth = user.dateOfBirth ? (formatDate(user.dateOfBirth, i18n.language) ?? t('profile.invalidDate')) : '';
  const gender = user.gender && i18n.exists(`account:profile.genders.${user.gender}`) ? t(`profile.genders.${user.gender}`) : user.gender;
  const accountType = !user.accountType || user.accountType.toLowerCase() === 'customer' ? t('profile.customer') : user.accountType;
  const rows: [string, string][] = [
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['otherNames', user.otherNames],
    ['userName', user.userName],
    ['email', user.email],
    ['phone', user.phone && formatGhanaPhone(user.phone)],
    ['gender', gender],
    ['dateOfBirth', dateOfBirth],
    ['accountType', accountType],
  ];
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-semibold text-stone-900">{t('profile.title')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('profile.intro')}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {rows.map(([key, value]) => (
          <div key={key} className="border-b border-stone-100 pb-3">
            <dt className="text-sm font-medium text-stone-500">{t(`profile.fields.${key}`)}</dt>
            <dd className={value ? 'mt-1 break-words text-stone-900' : 'mt-1 italic text-stone-500'}>{value || t('profile.notProvided')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
