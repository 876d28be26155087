import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminCrumbLabel } from '@/components/admin/admin-crumb-label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminUser } from '../api/get-admin-user';
import { UserAccountCard } from './user-account-card';
import { UserAuditTrail } from './user-audit-trail';
import { useUserChangeFlow } from './user-change-flow';
import { UserFacts } from './user-facts';
import { UserMembershipCard } from './user-membership-card';
import { UserRolesCard } from './user-roles-card';

/** /admin/users/{userId}: who they are, their roles and membership with the admin's actions, and the trail. */
export const AdminUserDetail = ({ userId }: { userId: string }) => {
  const { t } = useTranslation(['admin-users', 'admin']);
  const user = useAdminUser(userId);
  const back = (
    <>
      <Link
        to={paths.admin.users.getHref()}
        className="text-sm font-medium text-slate-700 underline underline-offset-4"
      >
        {t('detail.back')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('admin:sections.user')}</h1>
    </>
  );
  if (user.isError) {
    const notFound = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {notFound ? t('detail.notFound') : t('detail.failed')}
        </p>
      </div>
    );
  }
  if (!user.data) return <Spinner label={t('detail.loading')} showLabel />;
  return <LoadedUser back={back} user={user.data} />;
};

const LoadedUser = ({
  back,
  user,
}: {
  back: React.ReactNode;
  user: NonNullable<ReturnType<typeof useAdminUser>['data']>;
}) => {
  const { ask, dialog } = useUserChangeFlow(user);
  useAdminCrumbLabel(user.profile.name || user.profile.email);
  return (
    <section className="grid min-w-0 content-start gap-6">
      {back}
      <p className="text-xl font-semibold text-slate-900">{user.profile.name || user.profile.email}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <UserRolesCard user={user} onChange={ask} />
        <UserMembershipCard user={user} onChange={ask} />
        <UserAccountCard user={user} onChange={ask} />
        <UserFacts user={user} />
      </div>
      <UserAuditTrail entries={user.audit} />
      {dialog}
    </section>
  );
};
