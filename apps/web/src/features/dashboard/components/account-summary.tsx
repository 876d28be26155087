import type { MeResponse } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const StatusBadge = ({ on, children }: { on: boolean; children: string }) => (
  <span
    className={cn(
      'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
      on ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20' : 'bg-slate-100 text-slate-600',
    )}
  >
    {children}
  </span>
);

/** Who is signed in, with role and access, as `/api/me` reports it. */
export const AccountSummary = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation('dashboard');
  const rows = [
    { label: t('fields.name'), value: me.profile?.fullName || t('notSet') },
    { label: t('fields.email'), value: me.user.email },
    { label: t('fields.role'), value: t(`roles.${me.role}`) },
    {
      label: t('fields.membership'),
      value: <StatusBadge on={me.isMember}>{t(me.isMember ? 'membership.active' : 'membership.inactive')}</StatusBadge>,
    },
    {
      label: t('fields.teamAccess'),
      value: <StatusBadge on={me.hasTeamAccess}>{t(me.hasTeamAccess ? 'access.yes' : 'access.no')}</StatusBadge>,
    },
    {
      label: t('fields.aiAccess'),
      value: <StatusBadge on={me.hasAiAccess}>{t(me.hasAiAccess ? 'access.yes' : 'access.no')}</StatusBadge>,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('accountHeading')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
              <dd className="text-sm text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
