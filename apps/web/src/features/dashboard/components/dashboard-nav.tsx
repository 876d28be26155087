import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { dashboardNavItems } from './dashboard-nav-items';

/**
 * The same navigation on every dashboard page: a column at the side on wide screens, a row that scrolls sideways on
 * small ones. NavLink marks the current page with aria-current="page".
 */
export const DashboardNav = () => {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:flex-col lg:overflow-visible lg:pb-0">
        {dashboardNavItems.map(({ key, to, icon: Icon, end }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-primary-600',
                  isActive
                    ? 'bg-primary-50 text-primary-800 ring-1 ring-primary-100'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
