import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AdminStockItem } from '@shop/contract/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { Table, Td, Th } from '../../../components/table';
import { formatMoment, formatSigned } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { stockAdjustmentsQuery } from '../api/stock-api';
import { optionsOf } from '../item-options';

/** An item's changes by hand, newest first: when, who, the change, the level after, why. */
export function StockHistoryDialog({ item, onClose }: { item: AdminStockItem; onClose(): void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  const query = useQuery(stockAdjustmentsQuery(item.id));
  const changes = query.data;
  const options = optionsOf(item);

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown} className="max-w-4xl">
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <DialogHeader className="items-start">
          <DialogTitle id={titleId}>{t('stock.history.title', { name: item.product.name, sku: item.sku })}</DialogTitle>
          <DialogClose label={t('stock.history.close')} onClick={close} className="-mr-2 -mt-1 text-stone-600" />
        </DialogHeader>
        {options && <p className="text-sm text-stone-700">{options}</p>}
        {!changes ? (
          query.isError ? (
            <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
          ) : (
            <Spinner label={t('stock.history.loading')} slowLabel={t('stillLoading')} />
          )
        ) : changes.length === 0 ? (
          <p className="text-sm text-stone-700">{t('stock.history.empty')}</p>
        ) : (
          <Table caption={t('stock.history.caption')}>
            <thead>
              <tr>
                <Th>{t('stock.history.at')}</Th>
                <Th>{t('stock.history.who')}</Th>
                <Th className="text-right">{t('stock.history.change')}</Th>
                <Th className="text-right">{t('stock.history.after')}</Th>
                <Th>{t('stock.history.reason')}</Th>
                <Th>{t('stock.history.note')}</Th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <Th scope="row" className="whitespace-nowrap font-normal">
                    {formatMoment(change.at, i18n.language)}
                  </Th>
                  <Td className="[overflow-wrap:anywhere]">{change.staff.email}</Td>
                  <Td className={change.delta < 0 ? 'text-right tabular-nums text-red-800' : 'text-right tabular-nums text-green-800'}>
                    {formatSigned(change.delta, i18n.language)}
                  </Td>
                  <Td className="text-right tabular-nums">{formatNumber(change.quantity_after, i18n.language, 0, 0)}</Td>
                  <Td>{t(`stockReasons.${change.reason}`)}</Td>
                  <Td className="whitespace-pre-line [overflow-wrap:anywhere]">{change.note}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <div className="flex justify-end">
          <Button variant="outline" onClick={close}>
            {t('stock.history.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
