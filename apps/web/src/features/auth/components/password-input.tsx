import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PasswordInput as PasswordBox } from '@/components/ui/password-input';

/** The account pages' password box: the shared one, its toggle named "Show password". */
export function PasswordInput(props: Omit<ComponentProps<typeof PasswordBox>, 'toggleLabel'>) {
  const { t } = useTranslation('auth');
  return <PasswordBox {...props} toggleLabel={t('passwordInput.show')} />;
}
