import { useTranslation } from 'react-i18next';
import { AdminUsersList } from '@/features/admin-users/components/admin-users-list';

/** /admin/users (issue 17): every account, searched and filtered on the server. */
export const AdminUsersRoute = () => {
  const { t } = useTranslation('admin-users');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </div>
      <AdminUsersList />
    </section>
  );
};
