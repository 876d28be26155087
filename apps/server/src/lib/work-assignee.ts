/** The staff member an item is assigned to, from its assignee column and the joined user (null once they are gone). */
export const workAssigneeOf = (userId: string | null, name: string | null, email: string | null) =>
  userId && email ? { userId, name: name ?? '', email } : null;

/** The assignee filter of the staff work queue (decision 037): everything, the caller's, or nobody's. */
export type AssigneeFilter = 'all' | 'mine' | 'unassigned';
