import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, LinkedinIcon, XIcon } from '@/components/layouts/social-icons';
import { shareLinks } from '../utils/share-links';

const ICONS = { x: XIcon, linkedin: LinkedinIcon, facebook: FacebookIcon, email: Mail } as const;

/** Share on X, LinkedIn, Facebook or by e-mail: plain links that open the network in a new tab. */
export const BlogShareLinks = ({ url, title }: { url: string; title: string }) => {
  const { t } = useTranslation('blog');
  return (
    <section aria-labelledby="blog-share-heading" className="grid gap-3">
      <h2 id="blog-share-heading" className="text-sm font-semibold text-slate-900">
        {t('share.heading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(url, title).map(({ key, href }) => {
          const Icon = ICONS[key];
          const external = key !== 'email';
          return (
            <li key={key}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`share.${key}`)}
                {external ? <span className="sr-only">{t('share.newTab')}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
