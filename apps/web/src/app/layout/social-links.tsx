import { useTranslation } from '@/lib/i18n';

// Brand marks drawn inline (lucide has no brand icons); 24x24 viewBox, filled with the current colour.
const NETWORKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/akwaabamarket',
    icon: <path d="M13.4 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.4H7.3v3.2h2.8V22h3.3Z" />,
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/akwaabamarket',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.2" />
      </>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/akwaabamarket',
    icon: <path d="M17.8 3h3.1l-6.7 7.6L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />,
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@akwaabamarket',
    icon: <path d="M16.6 2h-3.3v13.4a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.2a6.3 6.3 0 1 0 5.3 6.2V8.6A7.9 7.9 0 0 0 21 10V6.7a4.6 4.6 0 0 1-4.4-4.7Z" />,
  },
] as const;

/** The shop's social profiles; each opens in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation('layout');
  return (
    <ul className="flex items-center gap-2" aria-label={t('footer.social.label')}>
      {NETWORKS.map(({ name, href, icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.social.link', { network: name })}
            className="inline-flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-brand-600 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
