import type { AdminService, ServiceCategory } from '@receptiva/shared';
import type { services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;

export const toAdminService = (row: ServiceRow): AdminService => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  features: row.features,
  translations: row.translations,
  listPriceCents: row.listPriceCents,
  category: row.category as ServiceCategory,
  image: row.image,
  isMemberOnly: row.isMemberOnly,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
