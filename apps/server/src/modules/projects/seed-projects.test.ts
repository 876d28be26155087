import { BUSINESS_TYPES, projectInputSchema } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, useTestServer } from '../../../test/server';
import { CASE_STUDY_DEFINITIONS } from '../../db/case-studies';
import { projects } from '../../db/schema';
import { seedProjects } from '../../db/seed';

describe('seeding the case studies', () => {
  const server = useTestServer();

  it('publishes at least six case studies from different industries, each with figures', () => {
    expect(CASE_STUDY_DEFINITIONS.length).toBeGreaterThanOrEqual(6);
    const industries = CASE_STUDY_DEFINITIONS.map((definition) => definition.industry);
    expect(new Set(industries).size).toBe(industries.length);
    const categories = new Set(industries.map((id) => BUSINESS_TYPES.find((type) => type.id === id)?.category));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    for (const definition of CASE_STUDY_DEFINITIONS) {
      expect(definition.results.length, definition.slug).toBeGreaterThanOrEqual(3);
      // What the editor would accept: an admin can open and save a seeded case study as it is.
      const { publishedAt: _, ...fields } = definition;
      const parsed = projectInputSchema.safeParse({ ...fields, imageUrl: null, imageAlt: null, sortOrder: 10 });
      expect(parsed.error?.issues ?? [], definition.slug).toEqual([]);
    }
  });

  it('seeds once: seeding again adds nothing, and a case study an admin deleted stays deleted', async () => {
    const db = server().db;
    expect(await countRows(db, projects)).toBe(CASE_STUDY_DEFINITIONS.length);
    await db.delete(projects).where(eq(projects.slug, 'hvac-contractor-heat-wave'));
    await seedProjects(db);
    await seedProjects(db);
    expect(await countRows(db, projects)).toBe(CASE_STUDY_DEFINITIONS.length - 1);
  });
});
