import { BadgeCheck, CreditCard, Eye, Headset, HeartHandshake, Lightbulb, ShieldCheck, Target, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { GHANA_DELIVERY, GHANA_REGION_COUNT } from '../help-constants';
import { HelpPage, HelpSection, MoreHelp } from './help-layout';

const VALUES: { key: 'trust' | 'innovation' | 'customerFirst'; icon: LucideIcon }[] = [
  { key: 'trust', icon: ShieldCheck },
  { key: 'innovation', icon: Lightbulb },
  { key: 'customerFirst', icon: HeartHandshake },
];

const REASONS: { key: 'securePayments' | 'qualityProducts' | 'fastDelivery' | 'support'; icon: LucideIcon }[] = [
  { key: 'securePayments', icon: CreditCard },
  { key: 'qualityProducts', icon: BadgeCheck },
  { key: 'fastDelivery', icon: Truck },
  { key: 'support', icon: Headset },
];

function Card({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-stone-700">{text}</p>
      </div>
    </li>
  );
}

/** The mission or the vision: a short statement under its own <h2>. */
function Statement({ id, icon: Icon, title, text }: { id: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
      <Icon aria-hidden="true" className="size-7 text-brand-600" />
      <h2 id={`${id}-title`} className="mt-3 text-xl font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
    </section>
  );
}

/** /about: who Akwaaba Market is, its mission, vision, core values and why to shop with it (spec part 2 section 2). */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { standard } = GHANA_DELIVERY;
  return (
    <HelpPage title={t('title')} lead={t('lead', { regions: GHANA_REGION_COUNT })}>
      <div className="grid gap-6 md:grid-cols-2">
        <Statement id="about-mission" icon={Target} title={t('mission.title')} text={t('mission.text')} />
        <Statement id="about-vision" icon={Eye} title={t('vision.title')} text={t('vision.text')} />
      </div>

      <HelpSection id="about-story" title={t('story.title')}>
        <p>{t('story.stores')}</p>
        <p>{t('story.delivery', { regions: GHANA_REGION_COUNT })}</p>
      </HelpSection>

      <HelpSection id="about-values" title={t('values.title')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {VALUES.map(({ key, icon }) => (
            <Card key={key} icon={icon} title={t(`values.${key}.title`)} text={t(`values.${key}.text`)} />
          ))}
        </ul>
      </HelpSection>

      <HelpSection id="about-why" title={t('why.title')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map(({ key, icon }) => (
            <Card key={key} icon={icon} title={t(`why.${key}.title`)} text={t(`why.${key}.text`, { regions: GHANA_REGION_COUNT, days: standard.days })} />
          ))}
        </ul>
        <p>
          <Link to="/shop" className={buttonClasses('secondary')}>
            {t('why.shopNow')}
          </Link>
        </p>
      </HelpSection>

      <MoreHelp ns="about" />
    </HelpPage>
  );
}
