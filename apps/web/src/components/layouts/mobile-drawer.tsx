import { OnDemand } from '@/components/ui/on-demand';
import { lazyPage } from '@/lib/lazy-page';
import { MobileDrawerButton } from './mobile-drawer-button';

const MobileDrawerSheet = lazyPage(() => import('./mobile-drawer-sheet'), 'MobileDrawerSheet');

/** Phones (below md): the menu button; the drawer's code loads when the visitor reaches for it. */
export const MobileDrawer = () => <OnDemand widget={MobileDrawerSheet} placeholder={<MobileDrawerButton />} />;
