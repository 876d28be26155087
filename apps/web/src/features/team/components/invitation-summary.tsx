import type { InvitationPreview } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/format-date';
import { AccessBadge, useRoleLabel } from './team-badges';

/** What the invitation grants: the role, CRM and AI assistant access, and until when the link works. */
export const InvitationSummary = ({ preview }: { preview: InvitationPreview }) => {
  const { t, i18n } = useTranslation('team');
  const roleLabel = useRoleLabel();
  const rows = [
    { label: t('invitation.details.role'), value: roleLabel(preview.role) },
    { label: t('invitation.details.crmAccess'), value: <AccessBadge on={preview.hasCrmAccess} /> },
    { label: t('invitation.details.aiAccess'), value: <AccessBadge on={preview.hasAiAccess} /> },
    {
      label: t('invitation.details.expires'),
      value: <time dateTime={preview.expiresAt}>{formatLocalDate(preview.expiresAt, i18n.language, 'medium')}</time>,
    },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
          <dd className="text-sm text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
};
