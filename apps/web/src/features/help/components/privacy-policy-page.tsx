import { Trans, useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { PRIVACY, PRIVACY_EMAIL } from '../help-constants';
import { formatLastUpdated } from '../format';
import { BulletList, HelpPage, HelpSection, MoreHelp } from './help-layout';

// The same four categories, in the same order, as the cookie banner.
const COOKIE_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const;
const cookieDays: Partial<Record<(typeof COOKIE_CATEGORIES)[number], number>> = {
  essential: PRIVACY.sessionCookieDays,
  functional: PRIVACY.preferenceCookieDays,
};

/**
 * /privacy-policy: what we collect and why, cookies, sharing, retention, rights, minimum age and contact. As the spec
 * says, "Last updated" is today's date, in the reader's language and date format.
 */
export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('privacy');
  const updated = formatLastUpdated(new Date(), i18n.language);
  const list = (prefix: string, keys: readonly string[]) => keys.map((key) => t(`${prefix}.${key}`));

  return (
    <HelpPage
      title={t('title')}
      meta={<Trans t={t} i18nKey="lastUpdated" values={{ date: updated.text }} components={{ time: <time dateTime={updated.dateTime} /> }} />}
      lead={t('lead')}
    >
      <HelpSection id="privacy-collect" title={t('collect.title')}>
        <p>{t('collect.intro')}</p>
        <BulletList items={list('collect.items', ['account', 'orders', 'payments', 'messages', 'technical'])} />
      </HelpSection>

      <HelpSection id="privacy-use" title={t('use.title')}>
        <BulletList items={list('use.items', ['orders', 'account', 'support', 'security', 'preferences', 'improve', 'marketing'])} />
      </HelpSection>

      <HelpSection id="privacy-cookies" title={t('cookies.title')}>
        <p>{t('cookies.intro')}</p>
        <dl className="flex flex-col gap-3">
          {COOKIE_CATEGORIES.map((category) => (
            <div key={category} className="rounded-xl border border-stone-200 bg-white px-4 py-3">
              <dt className="font-semibold text-stone-900">{t(`cookies.categories.${category}.label`)}</dt>
              <dd className="mt-0.5">
                {t(`cookies.categories.${category}.description`)}
                {cookieDays[category] !== undefined && <> {t(`cookies.categories.${category}.lasts`, { count: cookieDays[category] })}</>}
              </dd>
            </div>
          ))}
        </dl>
        <p>{t('cookies.change')}</p>
      </HelpSection>

      <HelpSection id="privacy-sharing" title={t('sharing.title')}>
        <p>{t('sharing.intro')}</p>
        <BulletList items={list('sharing.items', ['paymentProvider', 'delivery', 'stores', 'law'])} />
      </HelpSection>

      <HelpSection id="privacy-retention" title={t('retention.title')}>
        <BulletList items={list('retention.items', ['account', 'orders', 'messages', 'cookies'])} />
      </HelpSection>

      <HelpSection id="privacy-security" title={t('security.title')}>
        <p>{t('security.text')}</p>
      </HelpSection>

      <HelpSection id="privacy-rights" title={t('rights.title')}>
        <p>{t('rights.intro')}</p>
        <BulletList items={list('rights.items', ['access', 'correct', 'delete', 'object', 'complain'])} />
        <p>{t('rights.answer', { count: PRIVACY.answerWithinMonths })}</p>
      </HelpSection>

      <HelpSection id="privacy-age" title={t('age.title')}>
        <p>{t('age.text', { age: PRIVACY.minimumAge })}</p>
      </HelpSection>

      <HelpSection id="privacy-changes" title={t('changes.title')}>
        <p>{t('changes.text')}</p>
      </HelpSection>

      <HelpSection id="privacy-contact" title={t('contact.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="contact.text"
            values={{ email: PRIVACY_EMAIL }}
            // Tag names must not be void HTML elements (<link> would lose its text).
            components={{
              email: <a href={`mailto:${PRIVACY_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" />,
              contactForm: <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" />,
            }}
          />
        </p>
      </HelpSection>

      <MoreHelp ns="privacy" />
    </HelpPage>
  );
}
