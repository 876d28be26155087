import { autoRepair } from './auto-repair';
import type { CaseStudyDefinition } from './case-study-definition';
import { dentalPractice } from './dental-practice';
import { hvac } from './hvac';
import { medSpa } from './med-spa';
import { personalInjuryLaw } from './personal-injury-law';
import { realEstate } from './real-estate';
import { veterinary } from './veterinary';

/** The built-in case studies, in the order /projects shows them: one per industry, composites of typical results. */
export const CASE_STUDY_DEFINITIONS: readonly CaseStudyDefinition[] = [
  medSpa,
  realEstate,
  personalInjuryLaw,
  hvac,
  dentalPractice,
  veterinary,
  autoRepair,
];
