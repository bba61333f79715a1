import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { downloadCatalogue } from '../api/csv-api';

/** The file's name on the admin's computer. */
const FILE_NAME = 'akwaaba-catalogue.csv';

/** Hands the browser a file to save, through an address of the bytes in memory (freed once the save has begun). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Download the catalogue (CSV)": every stock item as a row, fetched with the staff session's token, saved as a file. */
export function DownloadCatalogue() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const download = useMutation({ mutationFn: downloadCatalogue, onSuccess: (blob) => saveFile(blob, FILE_NAME) });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">{t('csv.download.text')}</p>
      <Button
        variant="outline"
        className="self-start"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate()}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? t('csv.download.busy') : t('csv.download.button')}
      </Button>
      {download.isError && <FormBanner message={errorText(download.error)} />}
    </div>
  );
}
