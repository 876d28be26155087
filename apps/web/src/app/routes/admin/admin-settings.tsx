import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAdminSettings } from '@/features/admin-settings/api/admin-settings';
import { AdaptersCard } from '@/features/admin-settings/components/adapters-card';
import { SettingsForm } from '@/features/admin-settings/components/settings-form';
import { SettingsTabs } from './settings-tabs';

/** /admin/settings (issue 17): brand, contact, links, widgets, video and membership settings, applied at once. */
export const AdminSettingsRoute = () => {
  const { t } = useTranslation('admin-settings');
  const settings = useAdminSettings();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <SettingsTabs />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </div>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <Spinner label={t('loading')} />
      )}
      <AdaptersCard />
    </section>
  );
};
