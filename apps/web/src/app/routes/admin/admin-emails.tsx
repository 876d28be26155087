import { useTranslation } from 'react-i18next';
import { AdminEmailsList } from '@/features/admin-emails/components/admin-emails-list';
import { SettingsTabs } from './settings-tabs';

/** /admin/settings/emails (issue 17 point 6): the e-mail outbox, searched and filtered on the server. */
export const AdminEmailsRoute = () => {
  const { t } = useTranslation('admin-emails');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <SettingsTabs />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </div>
      <AdminEmailsList />
    </section>
  );
};
