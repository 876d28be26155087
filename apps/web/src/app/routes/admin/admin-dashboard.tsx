import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';

export const AdminDashboardRoute = () => {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <section className="grid content-start gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      {user ? <p className="text-slate-600">{t('signedInAs', { email: user.email })}</p> : null}
      <p className="text-slate-600">{t('overview')}</p>
    </section>
  );
};
