import { asc, desc } from 'drizzle-orm';
import { projects } from '../../db/schema';

/** How /projects orders case studies: the editors' position first, then the newest publication, then the address. */
export const publishedOrder = [asc(projects.sortOrder), desc(projects.publishedAt), asc(projects.slug)];
