import { homePathFor } from '@receptiva/shared';
import {
  CalendarCheck,
  CalendarClock,
  ChartLine,
  CirclePlay,
  ExternalLink as ExternalLinkIcon,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  LogOut,
  type LucideIcon,
  Newspaper,
  PhoneCall,
  Scale,
  ShieldCheck,
  Store,
  Tag,
  UsersRound,
  Wrench,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { usePublicSettings } from '@/lib/public-settings';
import { ExternalLink } from './external-link';
import { SectionLink } from './section-link';

export type MainMenuVariant = 'popover' | 'drawer';

interface MainMenuProps {
  /** The desktop popover lays the groups out in two columns; the phone drawer stacks them. */
  variant: MainMenuVariant;
  /** Called when an entry is chosen, so the popover or drawer closes. */
  onNavigate: () => void;
}

const itemClass =
  'group flex items-center gap-3 rounded-xl p-2 text-start text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

interface ItemBodyProps {
  icon: LucideIcon;
  label: string;
  /** Shown under the label; the link names it with aria-describedby, so its name stays the label alone. */
  description?: { id: string; text: string };
  compact?: boolean;
}

const ItemBody = ({ icon: Icon, label, description, compact = false }: ItemBodyProps) => (
  <>
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600 ring-1 ring-primary-100 transition-colors group-hover:bg-primary-100',
        compact ? 'size-7' : 'size-9',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
    <span className="grid min-w-0">
      <span>{label}</span>
      {description ? (
        <span id={description.id} aria-hidden="true" className="text-xs font-normal text-slate-500">
          {description.text}
        </span>
      ) : null}
    </span>
  </>
);

const MenuGroup = ({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) => {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="grid content-start gap-1">
      <Heading id={id} className="px-2 text-xs font-semibold text-slate-500">
        {title}
      </Heading>
      <ul aria-labelledby={id} className="grid gap-0.5">
        {children}
      </ul>
    </div>
  );
};

const features = [
  { key: 'voiceAgents', icon: PhoneCall },
  { key: 'booking', icon: CalendarCheck },
  { key: 'leads', icon: UsersRound },
  { key: 'analytics', icon: ChartLine },
] as const;

/** The flyout of spec §2, shared by the desktop Menu popover and the phone drawer. */
export const MainMenu = ({ variant, onNavigate }: MainMenuProps) => {
  const { t } = useTranslation('nav');
  const { user, me, role, isMember, loading, signOut } = useAuth();
  const { data: settings } = usePublicSettings();
  const [signingOut, setSigningOut] = useState(false);
  const idPrefix = useId();
  const isDrawer = variant === 'drawer';
  const level = isDrawer ? 3 : 2;
  const signedIn = !loading && user !== null;
  const isAdmin = role === 'admin';
  const communityUrl = settings?.communityUrl ?? null;
  const crmUrl = isDrawer && signedIn && me?.hasCrmAccess ? (settings?.crmUrl ?? null) : null;

  // The popover's plain links are compact; in the drawer every entry stays a comfortable touch target.
  const routeItem = (to: string, icon: LucideIcon, label: string) => (
    <li>
      <NavLink to={to} onClick={onNavigate} className={cn(itemClass, !isDrawer && 'py-1.5')}>
        <ItemBody icon={icon} label={label} compact={!isDrawer} />
      </NavLink>
    </li>
  );

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  const hasAccountActions = signedIn || communityUrl !== null;
  const accountWidth = isDrawer ? 'w-full' : undefined;

  return (
    <nav aria-label={t('menu.label')} className={cn('grid gap-4', isDrawer ? 'px-3 py-4' : 'p-3 sm:p-4')}>
      {hasAccountActions ? (
        <div className={cn('gap-2 border-b border-slate-100 pb-4', isDrawer ? 'grid' : 'flex flex-wrap')}>
          {signedIn ? (
            <NavLink
              to={homePathFor(role ?? 'user')}
              onClick={onNavigate}
              className={buttonClasses({ variant: 'default', align: 'start', className: accountWidth })}
            >
              {isAdmin ? <ShieldCheck aria-hidden="true" /> : <LayoutDashboard aria-hidden="true" />}
              {isAdmin ? t('menu.adminPanel') : t('menu.dashboard')}
            </NavLink>
          ) : null}
          {isDrawer && signedIn ? (
            <NavLink
              to={paths.setup.getHref()}
              onClick={onNavigate}
              className={buttonClasses({ variant: 'outline', align: 'start', className: accountWidth })}
            >
              <ListChecks aria-hidden="true" />
              {t('menu.setup')}
            </NavLink>
          ) : null}
          {crmUrl ? (
            <ExternalLink
              href={crmUrl}
              onClick={onNavigate}
              className={buttonClasses({ variant: 'outline', align: 'start', className: accountWidth })}
            >
              <ExternalLinkIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t('header.crmLogin')}
            </ExternalLink>
          ) : null}
          {communityUrl ? (
            <ExternalLink
              href={communityUrl}
              onClick={onNavigate}
              className={buttonClasses({ variant: 'secondary', align: 'start', className: accountWidth })}
            >
              <UsersRound aria-hidden="true" />
              {t('menu.joinCommunity')}
            </ExternalLink>
          ) : null}
        </div>
      ) : null}

      <div className={cn('grid gap-5', !isDrawer && 'md:grid-cols-[1.3fr_1fr] md:gap-6')}>
        <div className="grid content-start gap-5">
          <MenuGroup title={t('menu.features.title')} level={level}>
            {features.map(({ key, icon }) => (
              <li key={key}>
                <SectionLink
                  section="features"
                  onNavigate={onNavigate}
                  aria-describedby={`${idPrefix}-${key}`}
                  className={itemClass}
                >
                  <ItemBody
                    icon={icon}
                    label={t(`menu.features.${key}.label`)}
                    description={{ id: `${idPrefix}-${key}`, text: t(`menu.features.${key}.description`) }}
                  />
                </SectionLink>
              </li>
            ))}
          </MenuGroup>
          <MenuGroup title={t('menu.explore.title')} level={level}>
            {routeItem(paths.marketplace.getHref(), Store, t('menu.explore.marketplace'))}
            {routeItem(paths.pricing.getHref(), Tag, t('menu.explore.pricing'))}
          </MenuGroup>
        </div>
        <div className="grid content-start gap-5">
          <MenuGroup title={t('menu.resources.title')} level={level}>
            {routeItem(paths.agents.getHref(), CirclePlay, t('menu.resources.agentDemo'))}
            {routeItem(paths.blog.getHref(), Newspaper, t('menu.resources.blog'))}
            {routeItem(paths.university.getHref(), GraduationCap, t('menu.resources.university'))}
          </MenuGroup>
          <MenuGroup title={t('menu.support.title')} level={level}>
            {routeItem(paths.diyOnboarding.getHref(), Wrench, t('menu.support.diySetup'))}
            {routeItem(
              // Spec §2: only members get the onboarding call; everyone else is sent to the dashboard.
              isMember ? paths.scheduleOnboarding.getHref() : paths.dashboard.getHref(),
              CalendarClock,
              t('menu.support.scheduleOnboarding'),
            )}
            {routeItem(paths.legal.getHref(), Scale, t('menu.support.legal'))}
          </MenuGroup>
        </div>
      </div>

      {signedIn ? (
        <div className="border-t border-slate-100 pt-3">
          <Button
            variant="ghostMuted"
            align="start"
            onClick={handleSignOut}
            disabled={signingOut}
            className={accountWidth}
          >
            <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
            {signingOut ? t('menu.signingOut') : t('menu.signOut')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
};
