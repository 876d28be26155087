import type { AccountSession } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useFailureText } from '../hooks/use-failure-text';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import { LoadFailure } from './load-failure';
import { SessionRow } from './session-row';
import { SettingsSection } from './settings-section';

/** The account's signed-in sessions, with sign-out per session and for every other one at once. */
export const SessionsCard = () => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const hasOthers = list.some((session) => !session.isCurrent);

  const onRevoke = (session: AccountSession) =>
    revoke.mutate(session.id, {
      onSuccess: () => notify('success', t('sessions.revoked')),
      onError: (error) => notify('error', t('sessions.revokeFailed', { message: failureText(error) })),
    });
  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => notify('success', t('sessions.othersRevoked', { count: revoked })),
      onError: (error) => notify('error', t('sessions.revokeOthersFailed', { message: failureText(error) })),
    });

  let body = <Spinner label={t('loading')} />;
  if (sessions.isError) body = <LoadFailure onRetry={() => void sessions.refetch()} />;
  else if (sessions.data) {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="text-start text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="pb-2 pe-4 text-start">
                {t('sessions.device')}
              </th>
              <th scope="col" className="pb-2 pe-4 text-start">
                {t('sessions.ipAddress')}
              </th>
              <th scope="col" className="pb-2 pe-4 text-start">
                {t('sessions.signedIn')}
              </th>
              <th scope="col" className="pb-2 pe-4 text-start">
                {t('sessions.lastSeen')}
              </th>
              <th scope="col" className="pb-2 text-end">
                <span className="sr-only">{t('sessions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} onRevoke={onRevoke} isRevoking={revoke.isPending} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <SettingsSection id="sessions" title={t('sessions.heading')} description={t('sessions.description')}>
      {body}
      <FormNotice notice={notice} />
      {sessions.data && !hasOthers ? <p className="text-sm text-slate-600">{t('sessions.onlyThisOne')}</p> : null}
      {hasOthers ? (
        <Button variant="outline" className="w-fit" disabled={revokeOthers.isPending} onClick={onRevokeOthers}>
          {revokeOthers.isPending ? t('sessions.revokingOthers') : t('sessions.revokeOthers')}
        </Button>
      ) : null}
    </SettingsSection>
  );
};
