import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

// Small badges for the ways to pay (spec: card brands Visa, Mastercard; mobile money MTN, Telecel, AirtelTigo),
// drawn inline on a 48x30 card. Product names are the same in every language.
const LOGOS: { name: string; art: ReactNode }[] = [
  {
    name: 'Visa',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <text x="24" y="20.5" textAnchor="middle" fontSize="14" fontWeight="900" fontStyle="italic" fontFamily="Arial, sans-serif" fill="#1a1f71">
          VISA
        </text>
      </>
    ),
  },
  {
    name: 'Mastercard',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
        <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
      </>
    ),
  },
  {
    name: 'MTN Mobile Money',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#ffcb05" />
        <ellipse cx="24" cy="11.5" rx="12" ry="6.5" fill="none" stroke="#1d1d1b" strokeWidth="1.6" />
        <text x="24" y="14.3" textAnchor="middle" fontSize="7.5" fontWeight="900" fontFamily="Arial, sans-serif" fill="#1d1d1b">
          MTN
        </text>
        <text x="24" y="26" textAnchor="middle" fontSize="6.5" fontWeight="700" fontFamily="Arial, sans-serif" fill="#1d1d1b">
          MoMo
        </text>
      </>
    ),
  },
  {
    name: 'Telecel Cash',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#e4002b" />
        <text x="24" y="14" textAnchor="middle" fontSize="8.5" fontWeight="700" fontFamily="Arial, sans-serif" fill="#fff">
          telecel
        </text>
        <text x="24" y="24" textAnchor="middle" fontSize="7" fontWeight="700" fontFamily="Arial, sans-serif" fill="#fff">
          Cash
        </text>
      </>
    ),
  },
  {
    name: 'AirtelTigo Money',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <rect width="48" height="30" rx="4" fill="none" stroke="#e40000" strokeWidth="2" />
        <text x="24" y="14" textAnchor="middle" fontSize="7" fontWeight="800" fontFamily="Arial, sans-serif" fill="#e40000">
          AirtelTigo
        </text>
        <text x="24" y="24" textAnchor="middle" fontSize="7" fontWeight="700" fontFamily="Arial, sans-serif" fill="#0b3c8c">
          Money
        </text>
      </>
    ),
  },
];

/** The accepted payment methods, each a small badge with its name for screen readers. */
export function PaymentLogos() {
  const { t } = useTranslation('layout');
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <p id={labelId} className="text-sm text-stone-400">
        {t('footer.payments')}
      </p>
      <ul className="flex flex-wrap items-center gap-2" aria-labelledby={labelId}>
        {LOGOS.map(({ name, art }) => (
          <li key={name}>
            <svg role="img" aria-label={name} viewBox="0 0 48 30" className="h-7 w-auto rounded shadow-sm ring-1 ring-black/10">
              {art}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
