import {
  Bot,
  CreditCard,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Receipt,
  Settings,
  UsersRound,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface DashboardNavItem {
  /** Its label is `dashboard:nav.<key>`. */
  key: 'overview' | 'team' | 'billing' | 'orders' | 'support' | 'settings' | 'assistant';
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the overview, whose path starts every other one). */
  end?: boolean;
}

/** The dashboard's sections, in order: the one list the navigation is drawn from (later issues add theirs here). */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { key: 'overview', to: paths.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { key: 'team', to: paths.dashboardTeam.getHref(), icon: UsersRound },
  { key: 'billing', to: paths.dashboardBilling.getHref(), icon: CreditCard },
  { key: 'orders', to: paths.dashboardOrders.getHref(), icon: Receipt },
  { key: 'support', to: paths.dashboardSupport.getHref(), icon: LifeBuoy },
  { key: 'settings', to: paths.dashboardSettings.getHref(), icon: Settings },
  { key: 'assistant', to: paths.dashboardAssistant.getHref(), icon: Bot },
];
