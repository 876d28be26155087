import { CalendarCheck, ExternalLink as ExternalLinkIcon, LogIn, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ExternalLink } from './external-link';
import { SectionLink } from './section-link';

interface HeaderLinkProps {
  className?: string;
  /** `smTouch` in the phone drawer, a 44px touch target. */
  size?: 'sm' | 'smTouch';
  /** Closes the drawer holding the link. */
  onNavigate?: () => void;
}

/** Try AI Live: the agent demo. */
export const TryAiLiveLink = ({
  className,
  size = 'sm',
  onNavigate,
  compact = false,
}: HeaderLinkProps & { compact?: boolean }) => {
  const { t } = useTranslation('nav');
  return (
    <Button asChild variant="secondary" size={size} className={className}>
      <Link to={paths.agents.getHref()} onClick={onNavigate} title={compact ? t('header.tryAiLive') : undefined}>
        <Sparkles aria-hidden="true" />
        {/* Between md and lg the header is tight: the icon stays, the text is read by screen readers. */}
        <span className={cn(compact && 'sr-only lg:not-sr-only')}>{t('header.tryAiLive')}</span>
      </Link>
    </Button>
  );
};

/** Book Demo: scrolls to the booking section of the home page (spec §2). */
export const BookDemoLink = ({ className, size = 'sm', onNavigate }: HeaderLinkProps) => {
  const { t } = useTranslation('nav');
  return (
    <Button asChild size={size} className={className}>
      <SectionLink section="bookdemo" onNavigate={onNavigate}>
        <CalendarCheck aria-hidden="true" />
        {t('header.bookDemo')}
      </SectionLink>
    </Button>
  );
};

/** The external CRM app, in a new tab (icon only between md and lg, with a tooltip). */
export const CrmLoginLink = ({ href, className }: { href: string; className?: string }) => {
  const { t } = useTranslation('nav');
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <ExternalLink href={href} title={t('header.crmLogin')}>
        <ExternalLinkIcon aria-hidden="true" className="rtl:-scale-x-100" />
        <span className="sr-only lg:not-sr-only">{t('header.crmLogin')}</span>
      </ExternalLink>
    </Button>
  );
};

/** Sign In: a labelled button on wide screens, an icon link on phones (spec §2). */
export const SignInLink = () => {
  const { t } = useTranslation('nav');
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      className="max-md:size-10 max-md:border-transparent max-md:bg-transparent max-md:px-0 max-md:hover:bg-slate-100"
    >
      <Link to={paths.auth.getHref()}>
        <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
        <span className="sr-only md:not-sr-only">{t('header.signIn')}</span>
      </Link>
    </Button>
  );
};
