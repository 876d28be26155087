/** The ADMIN_EMAIL account (spec §6): admin whatever the roles table says, so never demoted. */
export const isBootstrapAdmin = (email: string, adminEmail: string | undefined) =>
  Boolean(adminEmail) && email.trim().toLowerCase() === adminEmail!.trim().toLowerCase();
