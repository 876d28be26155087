import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '@/features/dashboard/hooks/use-dashboard';
import { AccountSettings } from '@/features/settings/components/account-settings';
import type { EmailLinkResult } from '@/features/settings/components/email-form';
import { useAuth } from '@/lib/auth';

/** The e-mail change link lands here with `?emailChanged=1`, plus `&error=<code>` when better-auth refused it. */
const linkResultOf = (params: URLSearchParams): EmailLinkResult => {
  if (!params.has('emailChanged')) return null;
  return params.has('error') ? 'failed' : 'changed';
};

/** /dashboard/settings: the account settings, inside the dashboard layout (which draws the navigation). */
export const DashboardSettingsRoute = () => {
  const { t } = useTranslation('settings');
  const { me } = useAuth();
  const { currentUserId, showPersonalView } = useDashboard();
  const [params, setParams] = useSearchParams();
  const [emailLinkResult] = useState(() => linkResultOf(params));

  // Said once: a reload of the page must not repeat it.
  useEffect(() => {
    if (emailLinkResult) setParams({}, { replace: true });
  }, [emailLinkResult, setParams]);

  const onTeamLeft = useCallback(
    (ownerId: string) => {
      if (currentUserId === ownerId) showPersonalView();
    },
    [currentUserId, showPersonalView],
  );

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">{t('title')}</h1>
        <p className="text-pretty text-slate-600">{t('description')}</p>
      </div>
      {me ? (
        <AccountSettings me={me} emailLinkResult={emailLinkResult} onTeamLeft={onTeamLeft} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </div>
  );
};
