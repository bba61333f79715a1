import { useTranslation } from '@/lib/i18n';
import { REFUND_METHODS, RETURNS, ghs } from '../help-constants';
import { BulletList, HelpPage, HelpSection, MoreHelp } from './help-layout';

/** /returns-policy: the return window, exceptions, how to return, refund times, fee and exchanges (spec part 2 section 9). */
export function ReturnsPolicyPage() {
  const { t } = useTranslation('returns');
  const steps = ['contact', 'authorisation', 'pack', 'inspection', 'outcome'] as const;

  return (
    <HelpPage title={t('title')} lead={t('lead', { count: RETURNS.windowDays })}>
      <HelpSection id="returns-window" title={t('window.title')}>
        <BulletList
          items={[t('window.days', { count: RETURNS.windowDays }), t('window.condition'), t('window.defective', { count: RETURNS.defectReportHours })]}
        />
      </HelpSection>

      <HelpSection id="returns-exceptions" title={t('exceptions.title')}>
        <p>{t('exceptions.text')}</p>
      </HelpSection>

      <HelpSection id="returns-how" title={t('how.title')}>
        <ol className="flex list-decimal flex-col gap-2 pl-5 marker:font-semibold marker:text-brand-600">
          {steps.map((step) => (
            <li key={step}>{t(`how.steps.${step}`, { days: RETURNS.inspectionDays })}</li>
          ))}
        </ol>
      </HelpSection>

      <HelpSection id="returns-refunds" title={t('refunds.title')}>
        <p>{t('refunds.intro')}</p>
        <dl className="grid gap-px overflow-hidden rounded-xl border border-stone-200 bg-stone-200 sm:grid-cols-2">
          {REFUND_METHODS.map((method) => (
            <div key={method} className="flex flex-col gap-0.5 bg-white px-4 py-3">
              <dt className="font-semibold text-stone-900">{t(`refunds.methods.${method}`)}</dt>
              <dd className="text-stone-700">
                {method === 'storeCredit' ? t('refunds.immediately') : t('refunds.businessDays', { days: RETURNS.refundDays[method] })}
              </dd>
            </div>
          ))}
        </dl>
        <p>{t('refunds.fee', { price: ghs(RETURNS.returnFee) })}</p>
      </HelpSection>

      <HelpSection id="returns-exchanges" title={t('exchanges.title')}>
        <p>{t('exchanges.text')}</p>
      </HelpSection>

      <MoreHelp ns="returns" />
    </HelpPage>
  );
}
