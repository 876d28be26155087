import { CircleAlert, Mail, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';

/** Why an invitation link does not offer an invitation. */
export type InvitationProblem = 'missing' | 'invalid' | 'expired' | 'revoked' | 'used' | 'failed';

interface InvitationStateProps {
  problem: InvitationProblem;
  /** Known once the link was found (expired, revoked, used). */
  inviterName?: string;
  onRetry?: () => void;
}

/** A link that leads nowhere, said plainly, with a way forward: home, the dashboard when signed in, support. */
export const InvitationState = ({ problem, inviterName, onRetry }: InvitationStateProps) => {
  const { t } = useTranslation('team');
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const { data: settings } = usePublicSettings();
  const inviter = inviterName ?? t('audit.someone');
  const title = t(`invitation.states.${problem}.title`);
  const description = t(`invitation.states.${problem}.description`, { inviter });

  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <CircleAlert aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-700">{description}</p>
        <div className="flex flex-wrap gap-2">
          {problem === 'failed' && onRetry ? (
            <Button onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {t('invitation.retry')}
            </Button>
          ) : null}
          {user ? (
            <Link to={paths.dashboard.getHref()} className={buttonClasses()}>
              {t('invitation.dashboard')}
            </Link>
          ) : null}
          {!user && problem === 'used' ? (
            <Link to={paths.auth.getHref({ next: `${pathname}${search}` })} className={buttonClasses()}>
              {t('invitation.signInInstead')}
            </Link>
          ) : null}
          <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline' })}>
            {t('invitation.home')}
          </Link>
        </div>
        {settings?.supportEmail ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
            {t('invitation.support')}
            <a
              className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline"
              href={`mailto:${settings.supportEmail}`}
            >
              <Mail aria-hidden="true" className="size-4" />
              <span dir="ltr">{settings.supportEmail}</span>
            </a>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
};
