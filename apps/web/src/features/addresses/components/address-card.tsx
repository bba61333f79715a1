import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Address } from '@shop/contract/addresses';
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
  const { t } = useTranslation('account');
  const titleId = useId();
  const label = t(`addresses.labels.${address.label}`);
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold text-stone-900">
          {label}
        </h3>
        {/* The card's own badge, not the ui Badge: sharing that with the catalogue splits it into a file of its own on
            the first visit (as the orders' status badge, decision 20). */}
        {address.is_default && (
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t('addresses.card.default')}
          </span>
        )}
      </div>
      <address className="mt-3 flex-1 text-sm not-italic leading-6 text-stone-700">
        <span className="block font-medium text-stone-900">{`${address.first_name} ${address.last_name}`}</span>
        <span className="block">{address.street_address}</span>
        {address.apartment && <span className="block">{address.apartment}</span>}
        <span className="block">{`${address.city}, ${address.region}`}</span>
        <span className="block">{`${address.postal_code}, ${address.country}`}</span>
        <span className="block">{t('addresses.card.phone', { phone: address.phone })}</span>
        {address.ghana_post_gps && <span className="block">{t('addresses.card.gps', { gps: address.ghana_post_gps })}</span>}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit} disabled={busy} aria-label={t('addresses.card.editLabel', { label })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('addresses.card.edit')}
        </Button>
        <Button
          variant="outline"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('addresses.card.deleteLabel', { label })}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('addresses.card.delete')}
        </Button>
        {!address.is_default && (
          <Button variant="ghost" onClick={onSetDefault} disabled={busy} aria-label={t('addresses.card.setDefaultLabel', { label })}>
            {t('addresses.card.setDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
