import type { BusinessTypeId } from '@receptiva/shared';
import type { ProjectResult } from '../schema';

/**
 * A built-in case study (issue 14): a composite of typical results for one industry, in English. `challenge` and
 * `solution` are plain text whose paragraphs are separated by blank lines.
 */
export interface CaseStudyDefinition {
  slug: string;
  title: string;
  industry: BusinessTypeId;
  clientType: string;
  summary: string;
  challenge: string;
  solution: string;
  results: ProjectResult[];
  publishedAt: string;
}
