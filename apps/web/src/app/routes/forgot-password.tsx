import { useTranslation } from '@/lib/i18n';
import { ForgotPassword } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  return <ForgotPassword />;
}
