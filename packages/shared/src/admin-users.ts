/** /admin/users (issue 17): the roles an admin grants or revokes (`member` is staff, DESIGN §4). */
export const GRANTABLE_ROLES = ['admin', 'member'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const ADMIN_USER_SORTS = ['createdAt', 'name', 'email'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_USERS_PAGE_SIZE = 25;
