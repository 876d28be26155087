import { type SQL, sql } from 'drizzle-orm';
import { membershipOrders, userRoles, users } from '../../db/schema';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';

/** A user's role as `resolveRole` decides it (spec §6): the ADMIN_EMAIL account is admin, then the highest stored role. */
const roleCase = (adminEmail: string | undefined, isAdmin: SQL, isMember: SQL) => sql`case
  when lower(${users.email}) = lower(${adminEmail ?? ''}) then 'admin'
  when ${isAdmin} then 'admin'
  when ${isMember} then 'member'
  else 'user' end`;

/** The role of the user row in scope, looked up for that one row (a detail page). */
export const roleSql = (adminEmail: string | undefined) =>
  roleCase(
    adminEmail,
    sql`exists(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
    sql`exists(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'member')`,
  );

/** Every user's stored roles folded into two flags per user (`role_flags`), joined once by a list. */
export const ROLE_FLAGS = sql`(select ${userRoles.userId} as user_id, bool_or(${userRoles.role} = 'admin') as is_admin,
  bool_or(${userRoles.role} = 'member') as is_member
  from ${userRoles} group by ${userRoles.userId}) as role_flags`;

/** The role of the user row in scope from the joined `role_flags`. */
export const roleFromFlagsSql = (adminEmail: string | undefined) =>
  roleCase(adminEmail, sql`coalesce(role_flags.is_admin, false)`, sql`coalesce(role_flags.is_member, false)`);

/** The state one paid membership order gives, read through the one active rule (decision 011). */
const stateOfOrder = sql`case
    when not (${isActiveMembershipOrder}) then
      case when ${membershipOrders.subscriptionStatus} = 'completed' then 'completed' else 'ended' end
    when ${membershipOrders.cancelledAt} is not null then 'cancelled'
    when ${membershipOrders.subscriptionStatus} = 'past_due' then 'past_due'
    else 'active' end`;

/** Which of a user's paid orders decides their state: the newest usable one, else the newest. */
const decidingOrderFirst = sql`(${isActiveMembershipOrder}) desc, ${membershipOrders.paidAt} desc nulls last`;

/**
 * The membership state of `membershipStateFrom` (lib/access/membership-state.ts) for the user row in scope, looked
 * up for that one row (a detail page).
 */
export const membershipStateSql = sql`coalesce((select ${stateOfOrder}
  from ${membershipOrders}
  where ${membershipOrders.userId} = ${users.id} and ${membershipOrders.status} = 'paid'
  order by ${decidingOrderFirst}
  limit 1), 'none')`;

/**
 * Every user's membership state in one pass over the paid orders (`membership_states`, one row per user with a paid
 * order), joined once by a list instead of one lookup per row. Read it as `coalesce(membership_states.state, 'none')`.
 */
export const MEMBERSHIP_STATES = sql`(select distinct on (${membershipOrders.userId}) ${membershipOrders.userId} as user_id,
    ${stateOfOrder} as state
  from ${membershipOrders}
  where ${membershipOrders.status} = 'paid' and ${membershipOrders.userId} is not null
  order by ${membershipOrders.userId}, ${decidingOrderFirst}) as membership_states`;
