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
import { useAuth } from '@/lib/auth';
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
  /** Staff (role member) see it too; every other section is for admins (issue 14: staff edit the blog). */
  staff?: true;
  /** Not built yet: the entry says so (badge and description). Delete the flag when the section lands. */
  comingSoon?: true;
}

const items: readonly AdminNavItem[] = [
  { key: 'overview', to: paths.admin.root.getHref(), icon: LayoutDashboard, end: true },
  { key: 'users', to: paths.admin.users.getHref(), icon: Users },
  { key: 'orders', to: paths.admin.orders.getHref(), icon: Receipt },
  { key: 'services', to: paths.admin.services.getHref(), icon: Store },
  { key: 'support', to: paths.admin.support.getHref(), icon: LifeBuoy, comingSoon: true },
  { key: 'aiAgents', to: paths.admin.aiAgents.getHref(), icon: Bot, comingSoon: true },
  { key: 'projects', to: paths.admin.projects.getHref(), icon: FolderKanban },
  { key: 'blog', to: paths.admin.blog.getHref(), icon: Newspaper, staff: true },
  { key: 'university', to: paths.admin.university.getHref(), icon: GraduationCap },
  { key: 'settings', to: paths.admin.settings.getHref(), icon: Settings },
  { key: 'outboundCampaignCalculator', to: paths.outboundCampaignCalculator.getHref(), icon: Calculator },
];

/** The back office's sections, with an icon each; a section not built yet is marked "Soon". */
export const AdminNav = () => {
  const { t } = useTranslation('admin');
  const { role } = useAuth();
  const visible = items.filter((item) => role === 'admin' || item.staff);
  return (
    <nav aria-label={t('nav.label')}>
      <p id="admin-nav-soon" hidden>
        {t('nav.comingSoonDescription')}
      </p>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {visible.map(({ key, to, icon: Icon, end, comingSoon }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              aria-describedby={comingSoon ? 'admin-nav-soon' : undefined}
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
              {comingSoon ? ' ' : null}
              {comingSoon ? (
                <span className="ms-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('nav.soon')}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
