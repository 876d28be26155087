import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

/** `staff`: staff (role member) see it too; every other section is for admins (issue 14: staff edit the blog). */
const items = [
  { key: 'overview', to: paths.admin.root.getHref(), end: true },
  { key: 'users', to: paths.admin.users.getHref() },
  { key: 'orders', to: paths.admin.orders.getHref() },
  { key: 'services', to: paths.admin.services.getHref() },
  { key: 'support', to: paths.admin.support.getHref() },
  { key: 'aiAgents', to: paths.admin.aiAgents.getHref() },
  { key: 'projects', to: paths.admin.projects.getHref() },
  { key: 'blog', to: paths.admin.blog.getHref(), staff: true },
  { key: 'university', to: paths.admin.university.getHref() },
  { key: 'settings', to: paths.admin.settings.getHref() },
  { key: 'outboundCampaignCalculator', to: paths.outboundCampaignCalculator.getHref() },
] as const;

export const AdminNav = () => {
  const { t } = useTranslation('admin');
  const { role } = useAuth();
  const visible = items.filter((item) => role === 'admin' || 'staff' in item);
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {visible.map((item) => (
          <li key={item.key} className="shrink-0">
            <NavLink
              to={item.to}
              end={'end' in item}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                  isActive
                    ? 'bg-primary-50 text-primary-800'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
