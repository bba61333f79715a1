import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from './status-message';

interface LoadFailureProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  back: { to: string; label: string };
}

/** The page a brand or category shows when it cannot be loaded: a heading, the message, Retry and a way back. */
export function LoadFailure({ title, message, onRetry, retrying, back }: LoadFailureProps) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-center text-2xl font-bold text-stone-900">{title}</h1>
      <ErrorState message={message} retry={{ label: t('retry'), onRetry, busy: retrying }}>
        <Link to={back.to} className={buttonClasses('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </ErrorState>
    </div>
  );
}
