import { useTranslation } from '@/lib/i18n';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { CsvColumns } from './csv-columns';
import { DownloadCatalogue } from './download-catalogue';
import { ImportCatalogueForm } from './import-catalogue-form';

/** /admin/catalogue-csv (admins only): the whole catalogue as a CSV file to download, its columns, and importing one. */
export function CatalogueCsvPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('csv.title'));
  return (
    <>
      <PageHeading ref={heading}>{t('csv.title')}</PageHeading>
      <div className="mt-6 flex flex-col gap-6">
        <SectionCard title={t('csv.download.title')}>
          <DownloadCatalogue />
        </SectionCard>
        <ImportCatalogueForm />
        <SectionCard title={t('csv.columns.title')}>
          <CsvColumns />
        </SectionCard>
      </div>
    </>
  );
}
