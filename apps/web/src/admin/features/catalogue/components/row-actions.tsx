import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

interface RowActionsProps {
  /** The row's name, for each button's name to screen readers ("Hide Kente Weavers"). */
  name: string;
  hidden: boolean;
  /** Absent for a row that cannot be featured (a store). */
  featured?: boolean;
  busy: boolean;
  onEdit(): void;
  onChange(change: { hidden?: boolean; featured?: boolean }): void;
}

/** A brand's, category's or store's buttons: Edit (a dialog), Hide or Show, and Feature or Unfeature, each at once. */
export function RowActions({ name, hidden, featured, busy, onEdit, onChange }: RowActionsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const classes = 'min-h-9 px-3';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" className={classes} aria-label={t('catalogue.editOf', { name })} onClick={onEdit}>
        {t('catalogue.edit')}
      </Button>
      <Button
        variant="outline"
        className={classes}
        disabled={busy}
        aria-label={t(hidden ? 'catalogue.showOf' : 'catalogue.hideOf', { name })}
        onClick={() => onChange({ hidden: !hidden })}
      >
        {t(hidden ? 'catalogue.show' : 'catalogue.hide')}
      </Button>
      {featured !== undefined && (
        <Button
          variant="ghost"
          className={classes}
          disabled={busy}
          aria-label={t(featured ? 'catalogue.unfeatureOf' : 'catalogue.featureOf', { name })}
          onClick={() => onChange({ featured: !featured })}
        >
          {t(featured ? 'catalogue.unfeature' : 'catalogue.feature')}
        </Button>
      )}
    </div>
  );
}

/** Whether a row is featured and whether shoppers see it, as badges. */
export function RowBadges({ hidden, featured }: { hidden: boolean; featured?: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className="flex flex-wrap gap-1">
      {featured && <Badge className="bg-brand-50 text-brand-800">{t('catalogue.featured')}</Badge>}
      <Badge className={hidden ? 'bg-stone-200 text-stone-800' : 'bg-green-100 text-green-800'}>{t(hidden ? 'catalogue.hidden' : 'catalogue.shown')}</Badge>
    </span>
  );
}
