import type { AdminUserDetail } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate, formatLocalDateTime } from '@/lib/format-date';
import { UserRecentOrders } from './user-recent-orders';

const card = 'grid gap-2 rounded-xl border border-slate-200 bg-white p-5';
const heading = 'text-lg font-semibold text-slate-900';

/** Profile, marketplace orders, teams and sessions: what an admin reads before changing anything. */
export const UserFacts = ({ user }: { user: AdminUserDetail }) => {
  const { t, i18n } = useTranslation('admin-users');
  const formatUsd = useFormatUsd();
  const { profile, orders, teams } = user;
  const notGiven = t('detail.notGiven');
  return (
    <>
      <section aria-labelledby="user-profile" className={card}>
        <h2 id="user-profile" className={heading}>
          {t('detail.profile')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('detail.email')}</dt>
          <dd>
            {profile.email} ({profile.emailVerified ? t('detail.verified') : t('detail.notVerified')})
          </dd>
          <dt className="text-slate-600">{t('detail.phone')}</dt>
          <dd>{profile.phone ?? notGiven}</dd>
          <dt className="text-slate-600">{t('detail.language')}</dt>
          <dd>{profile.locale ?? notGiven}</dd>
          <dt className="text-slate-600">{t('detail.joined')}</dt>
          <dd>{formatCalendarDate(profile.createdAt, i18n.language)}</dd>
        </dl>
        <p className="text-sm text-slate-600">{t('detail.sessions', { count: user.sessions })}</p>
      </section>
      <section aria-labelledby="user-orders" className={card}>
        <h2 id="user-orders" className={heading}>
          {t('detail.orders')}
        </h2>
        <p className="text-sm text-slate-700">
          {t('detail.ordersSummary', { count: orders.count, amount: formatUsd(orders.paidCents) })}
          {orders.latestAt ? ` · ${formatLocalDateTime(orders.latestAt, i18n.language)}` : ''}
        </p>
        <UserRecentOrders orders={orders.recent} />
        <Link
          to={`${paths.admin.orders.getHref()}?${new URLSearchParams({ search: profile.email }).toString()}`}
          className="text-sm font-medium text-primary-700 underline underline-offset-4"
        >
          {t('detail.allOrders')}
        </Link>
      </section>
      <section aria-labelledby="user-teams" className={card}>
        <h2 id="user-teams" className={heading}>
          {t('detail.teams')}
        </h2>
        <p className="text-sm text-slate-700">{t('detail.ownedMembers', { count: teams.ownedMembers })}</p>
        {teams.memberOf.length === 0 ? (
          <p className="text-sm text-slate-600">{t('detail.noTeams')}</p>
        ) : (
          <ul className="text-sm text-slate-700">
            {teams.memberOf.map((team) => (
              <li key={team.ownerEmail}>{t('detail.memberOf', { owner: team.ownerEmail, status: team.status })}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
