import {
  Bot,
  Calculator,
  FolderKanban,
  GraduationCap,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Newspaper,
  Receipt,
  Settings,
  Store,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface AdminNavItem {
  key:
    | 'overview'
    | 'users'
    | 'orders'
    | 'services'
    | 'support'
    | 'aiAgents'
    | 'projects'
    | 'blog'
    | 'university'
    | 'settings'
    | 'outboundCampaignCalculator';
  to: string;
  icon: LucideIcon;
  end?: true;
}

const items: readonly AdminNavItem[] = [
  { key: 'overview', to: paths.admin.root.getHref(), icon: LayoutDashboard, end: true },
  { key: 'users', to: paths.admin.users.getHref(), icon: Users },
  { key: 'orders', to: paths.admin.orders.getHref(), icon: Receipt },
  { key: 'services', to: paths.admin.services.getHref(), icon: Store },
  { key: 'support', to: paths.admin.support.getHref(), icon: LifeBuoy },
  { key: 'aiAgents', to: paths.admin.aiAgents.getHref(), icon: Bot },
  { key: 'projects', to: paths.admin.projects.getHref(), icon: FolderKanban },
  { key: 'blog', to: paths.admin.blog.getHref(), icon: Newspaper },
  { key: 'university', to: paths.admin.university.getHref(), icon: GraduationCap },
  { key: 'settings', to: paths.admin.settings.getHref(), icon: Settings },
  { key: 'outboundCampaignCalculator', to: paths.outboundCampaignCalculator.getHref(), icon: Calculator },
];

/** The back office's sections, with an icon each (admins only: staff work on /staff-dashboard, decision 037). */
export const AdminNav = () => {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {items.map(({ key, to, icon: Icon, end }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                  isActive
                    ? 'bg-primary-50 text-primary-800'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{t(`nav.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
