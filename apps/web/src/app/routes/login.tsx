import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { AuthCard, LoginForm, linkClasses } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  return (
    <AuthCard
      title={t('login.heading')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/signup" className={linkClasses}>
            {t('login.signUp')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
