import type { AdminUserDetail } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/format-date';
import { useAuditActionLabel } from '../utils/audit-action-label';

const describe = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The latest changes about this user: what, by whom, when, each field before → after. */
export const UserAuditTrail = ({ entries }: { entries: AdminUserDetail['audit'] }) => {
  const { t, i18n } = useTranslation('admin-users');
  const labelOf = useAuditActionLabel();
  return (
    <section aria-labelledby="user-audit" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="user-audit" className="text-lg font-semibold text-slate-900">
        {t('detail.audit')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.noAudit')}</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-0.5">
              <span>
                <span className="font-medium text-slate-900">{labelOf(entry.action)}</span>{' '}
                {t('detail.auditBy', { actor: entry.actorLabel })} ·{' '}
                {formatLocalDateTime(entry.createdAt, i18n.language)}
              </span>
              {Object.entries(entry.changes ?? {}).map(([field, change]) => (
                <span key={field} className="text-slate-600" dir="ltr">
                  {field}: {describe(change.from)} → {describe(change.to)}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
