import type { ProjectInput } from '@receptiva/shared';
import type { TestServer } from '../../../test/server';
import { projects } from '../../db/schema';

type NewProject = Partial<typeof projects.$inferInsert> & { slug: string };

/** A case study row as the seed or the editor would leave it; published a day ago unless told otherwise. */
export async function insertProject(server: TestServer, project: NewProject) {
  const [row] = await server.db
    .insert(projects)
    .values({
      title: `Title of ${project.slug}`,
      industry: 'plumbing',
      clientType: 'Two-van plumbing company',
      summary: `Summary of ${project.slug}`,
      challenge: 'Calls went to voicemail.',
      solution: 'A voice agent answers them.',
      results: [{ value: '30%', label: 'more jobs booked' }],
      status: 'published',
      publishedAt: new Date(Date.now() - 24 * 3600 * 1000),
      ...project,
    })
    .returning();
  return row!;
}

/** Every field of a valid case study, as the editor sends it. */
export const projectInput = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  slug: 'roofing-storm-season',
  title: 'A roofer books storm-season inspections around the clock',
  industry: 'roofing',
  clientType: 'Roofing contractor, 4 crews',
  summary: 'Storm calls at night now become booked inspections.',
  challenge: 'After a hailstorm the phone rang all night.\n\nNobody answered.',
  solution: 'A voice agent books inspections.',
  results: [
    { value: '48', label: 'inspections booked in one storm week' },
    { value: '2×', label: 'signed roof replacements' },
  ],
  imageUrl: null,
  imageAlt: null,
  sortOrder: 5,
  ...overrides,
});
