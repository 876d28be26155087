import { OnDemand } from '@/components/ui/on-demand';
import { lazyPage } from '@/lib/lazy-page';
import { MenuFlyoutButton } from './menu-flyout-button';

const MenuFlyoutPopover = lazyPage(() => import('./menu-flyout-popover'), 'MenuFlyoutPopover');

/** Desktop (md and up): the header's Menu button; the popover's code loads when the visitor reaches for it. */
export const MenuFlyout = () => <OnDemand widget={MenuFlyoutPopover} placeholder={<MenuFlyoutButton />} />;
