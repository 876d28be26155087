import type { TeamAuditEntry } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/format-date';
import { useRoleLabel } from './team-badges';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'role', 'hasCrmAccess', 'hasAiAccess', 'status'] as const;
type KnownField = (typeof FIELDS)[number];
const isKnownField = (name: string): name is KnownField => (FIELDS as readonly string[]).includes(name);

const STATUSES = ['invited', 'active', 'revoked'] as const;
const isStatus = (value: unknown): value is (typeof STATUSES)[number] =>
  typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

/** One change of the trail as a sentence: who did what to whom, when, and for an edit which fields changed. */
export const TeamAuditEntryItem = ({ entry }: { entry: TeamAuditEntry }) => {
  const { t, i18n } = useTranslation('team');
  const roleLabel = useRoleLabel();
  const vars = { actor: entry.actorLabel, subject: entry.subjectLabel ?? t('audit.someone') };
  const sentences = {
    member_added: t('audit.entries.member_added', vars),
    member_linked: t('audit.entries.member_linked', vars),
    invitation_sent: t('audit.entries.invitation_sent', vars),
    invitation_resent: t('audit.entries.invitation_resent', vars),
    invitation_revoked: t('audit.entries.invitation_revoked', vars),
    invitation_accepted: t('audit.entries.invitation_accepted', vars),
    member_updated: t('audit.entries.member_updated', vars),
    member_removed: t('audit.entries.member_removed', vars),
    member_left: t('audit.entries.member_left', vars),
  };
  const action = entry.action.replace(/^team\./, '') as keyof typeof sentences;

  const valueText = (field: string, value: unknown): string => {
    if (typeof value === 'boolean') return t(value ? 'audit.values.on' : 'audit.values.off');
    if (value === null || value === undefined || value === '') return t('audit.values.empty');
    if (field === 'role' && typeof value === 'string') return roleLabel(value);
    if (field === 'status' && isStatus(value)) return t(`status.${value}`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const changes = Object.entries(entry.changes ?? {}).map(([field, { from, to }]) => ({
    field,
    text: t('audit.change', {
      field: isKnownField(field) ? t(`audit.fields.${field}`) : field,
      from: valueText(field, from),
      to: valueText(field, to),
    }),
  }));

  return (
    <li className="grid gap-1 py-3">
      <p className="text-sm text-slate-900">{sentences[action] ?? entry.action}</p>
      {changes.length > 0 ? (
        <ul className="grid gap-0.5 ps-4 text-sm text-slate-700">
          {changes.map((change) => (
            <li key={change.field} className="list-disc">
              {change.text}
            </li>
          ))}
        </ul>
      ) : null}
      <time dateTime={entry.createdAt} className="text-xs text-slate-500">
        {formatLocalDateTime(entry.createdAt, i18n.language)}
      </time>
    </li>
  );
};
