import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

function FallbackScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('layout');
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="break-words text-stone-600">{message}</p>
      <Button onClick={onRetry}>{t('error.tryAgain')}</Button>
    </div>
  );
}

/** Catches a render error (or a page chunk that failed to load); 'Try again' renders it afresh. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }
  override render() {
    if (this.state.error) return <FallbackScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
