import { MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/contract/addresses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface AddressCardProps {
  address: Address;
  /** A call of this card is under way: its buttons wait. */
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onSetDefault(): void;
}

/** One address of the book: label, a 'Default' badge, name, lines, region, phone, GPS code, and its actions. */
export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = useTranslation('addresses');
  const titleId = useId();
  const label = t(`labels.${address.label}`);
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        <h3 id={titleId} className="text-base font-semibold text-stone-900">
          {label}
        </h3>
        {address.is_default && <Badge className="bg-brand-50 text-brand-800">{t('card.default')}</Badge>}
      </div>
      <address className="mt-3 flex-1 text-sm not-italic leading-6 text-stone-700">
        <span className="block font-medium text-stone-900">{`${address.first_name} ${address.last_name}`}</span>
        <span className="block">{address.street_address}</span>
        {address.apartment && <span className="block">{address.apartment}</span>}
        <span className="block">{`${address.city}, ${address.region}`}</span>
        <span className="block">{`${address.postal_code}, ${address.country}`}</span>
        <span className="block">{t('card.phone', { phone: address.phone })}</span>
        {address.ghana_post_gps && <span className="block">{t('card.gps', { gps: address.ghana_post_gps })}</span>}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit} disabled={busy} aria-label={t('card.editLabel', { label })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('card.edit')}
        </Button>
        <Button variant="outline" onClick={onDelete} disabled={busy} aria-label={t('card.deleteLabel', { label })} className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('card.delete')}
        </Button>
        {!address.is_default && (
          <Button variant="ghost" onClick={onSetDefault} disabled={busy} aria-label={t('card.setDefaultLabel', { label })}>
            <Star aria-hidden="true" className="size-4" />
            {t('card.setDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
