import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const tabs = [
  { key: 'settings', to: paths.admin.settings.getHref(), end: true },
  { key: 'emails', to: paths.admin.emails.getHref(), end: false },
] as const;

/** The pages of Admin → Settings: the site settings and the e-mail outbox. */
export const SettingsTabs = () => {
  const { t } = useTranslation('admin-settings');
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px block border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                  isActive
                    ? 'border-primary-600 text-primary-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {t(`tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
