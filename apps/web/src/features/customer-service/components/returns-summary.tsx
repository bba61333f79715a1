import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';

const RULES = ['window', 'defective', 'inspection', 'exchanges', 'exceptions', 'fee'] as const;
const REFUND_METHODS = ['mobileMoney', 'card', 'bank', 'storeCredit'] as const;

/** The Returns & Refunds tab: the return rules and refund times in short (spec part 2 section 9), and the full policy's link. */
export function ReturnsSummary({ titleId, onContact }: { titleId: string; onContact: () => void }) {
  const { t } = useTranslation('customer-service');
  return (
    <div className="flex flex-col gap-5 leading-relaxed text-stone-700">
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        {t('returns.title')}
      </h2>
      <p>{t('returns.intro')}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-brand-600">
        {RULES.map((rule) => (
          <li key={rule}>{t(`returns.rules.${rule}`)}</li>
        ))}
      </ul>
      <section aria-labelledby={`${titleId}-refunds`} className="flex flex-col gap-3">
        <h3 id={`${titleId}-refunds`} className="text-lg font-semibold text-stone-900">
          {t('returns.refundTimes')}
        </h3>
        <dl className="grid gap-px overflow-hidden rounded-xl border border-stone-200 bg-stone-200 sm:grid-cols-2">
          {REFUND_METHODS.map((method) => (
            <div key={method} className="flex flex-col gap-0.5 bg-white px-4 py-3">
              <dt className="font-semibold text-stone-900">{t(`returns.methods.${method}`)}</dt>
              <dd>{t(`returns.times.${method}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p>{t('returns.start')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContact}>{t('returns.contact')}</Button>
        <Link to="/returns-policy" className="inline-flex min-h-10 items-center font-medium text-brand-700 hover:underline">
          {t('returns.policyLink')}
        </Link>
      </div>
    </div>
  );
}
