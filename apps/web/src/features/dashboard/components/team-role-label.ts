import { TEAM_ROLES, type TeamRole } from '@receptiva/shared';
import type { TFunction } from 'i18next';

const isTeamRole = (role: string): role is TeamRole => (TEAM_ROLES as readonly string[]).includes(role);

/** A team role in words; a role the catalogs do not know yet is shown as stored. */
export const teamRoleLabel = (t: TFunction<'dashboard'>, role: string): string =>
  isTeamRole(role) ? t(`teamRoles.${role}`) : role;
