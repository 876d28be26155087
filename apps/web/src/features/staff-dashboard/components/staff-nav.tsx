import { Inbox, LifeBuoy, type LucideIcon, Newspaper, Receipt, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

type StaffNavKey = 'queue' | 'tickets' | 'orders' | 'blog' | 'adminArea';

/** The staff dashboard's sections: the queue (and its tickets and orders tabs), the blog; admins also get back home. */
export const StaffNav = () => {
  const { t } = useTranslation('staff-dashboard');
  const { role } = useAuth();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onQueue = pathname.replace(/\/+$/, '') === paths.staffDashboard.path;
  const tab = searchParams.get('tab');
  const items: { key: StaffNavKey; to: string; icon: LucideIcon; active: boolean }[] = [
    {
      key: 'queue',
      to: paths.staffDashboard.getHref(),
      icon: Inbox,
      active: onQueue && tab !== 'tickets' && tab !== 'orders',
    },
    {
      key: 'tickets',
      to: paths.staffDashboard.getHref({ tab: 'tickets' }),
      icon: LifeBuoy,
      active: (onQueue && tab === 'tickets') || pathname.startsWith('/staff-dashboard/tickets/'),
    },
    {
      key: 'orders',
      to: paths.staffDashboard.getHref({ tab: 'orders' }),
      icon: Receipt,
      active: (onQueue && tab === 'orders') || pathname.startsWith('/staff-dashboard/orders/'),
    },
    {
      key: 'blog',
      to: paths.staffBlog.getHref(),
      icon: Newspaper,
      active: pathname.startsWith(paths.staffBlog.path),
    },
    ...(role === 'admin'
      ? [{ key: 'adminArea' as const, to: paths.admin.root.getHref(), icon: ShieldCheck, active: false }]
      : []),
  ];
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {items.map(({ key, to, icon: Icon, active }) => (
          <li key={key} className="shrink-0">
            <Link
              to={to}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                active ? 'bg-primary-50 text-primary-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{t(`nav.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
