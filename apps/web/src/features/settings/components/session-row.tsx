import type { AccountSession } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { formatLocalDateTime } from '@/lib/format-date';

interface SessionRowProps {
  session: AccountSession;
  onRevoke: (session: AccountSession) => void;
  isRevoking: boolean;
}

/** One signed-in browser: what it is, from where, since when, and a way to sign it out (not this one). */
export const SessionRow = ({ session, onRevoke, isRevoking }: SessionRowProps) => {
  const { t, i18n } = useTranslation('settings');
  const device = t('sessions.deviceName', {
    browser: session.browser ?? t('sessions.unknownBrowser'),
    os: session.os ?? t('sessions.unknownOs'),
  });
  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="py-3 pe-4 text-start font-medium text-slate-900">
        <span className="block">{device}</span>
        {session.isCurrent ? (
          <span className="mt-1 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t('sessions.thisDevice')}
          </span>
        ) : null}
      </th>
      <td className="py-3 pe-4 text-slate-700">
        <bdi dir="ltr">{session.ipAddress ?? t('sessions.unknownIp')}</bdi>
      </td>
      <td className="py-3 pe-4 text-slate-700">{formatLocalDateTime(session.createdAt, i18n.language)}</td>
      <td className="py-3 pe-4 text-slate-700">{formatLocalDateTime(session.lastSeenAt, i18n.language)}</td>
      <td className="py-3 text-end">
        {session.isCurrent ? null : (
          <Button variant="outline" size="sm" disabled={isRevoking} onClick={() => onRevoke(session)}>
            {t('sessions.revoke')}
            <HiddenContext>{device}</HiddenContext>
          </Button>
        )}
      </td>
    </tr>
  );
};
