import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { AuthCard, SignupForm, linkClasses } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title'));
  return (
    <AuthCard
      wide
      title={t('signup.heading')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className={linkClasses}>
            {t('signup.logIn')}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
