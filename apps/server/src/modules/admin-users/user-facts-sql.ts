import { sql } from 'drizzle-orm';
import { membershipOrders, userRoles, users } from '../../db/schema';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';

/**
 * A user's role in SQL, as `resolveRole` decides it (spec §6): the ADMIN_EMAIL account is admin, then the highest
 * stored role; for listing and filtering every user in one statement.
 */
export const roleSql = (adminEmail: string | undefined) => sql`case
  when lower(${users.email}) = lower(${adminEmail ?? ''}) then 'admin'
  when exists(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin') then 'admin'
  when exists(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'member') then 'member'
  else 'user' end`;

/**
 * The membership state of `membershipStateFrom` (lib/access/membership-state.ts) in SQL: the newest usable paid order,
 * else the newest paid one, read through the one active rule (decision 011).
 */
export const membershipStateSql = sql`coalesce((select case
    when not (${isActiveMembershipOrder}) then
      case when ${membershipOrders.subscriptionStatus} = 'completed' then 'completed' else 'ended' end
    when ${membershipOrders.cancelledAt} is not null then 'cancelled'
    when ${membershipOrders.subscriptionStatus} = 'past_due' then 'past_due'
    else 'active' end
  from ${membershipOrders}
  where ${membershipOrders.userId} = ${users.id} and ${membershipOrders.status} = 'paid'
  order by (${isActiveMembershipOrder}) desc, ${membershipOrders.paidAt} desc nulls last
  limit 1), 'none')`;
