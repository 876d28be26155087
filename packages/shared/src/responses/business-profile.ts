// Response schemas of the business profile and the setup wizard (issue 15); the web imports only the types.
import { z } from 'zod';
import {
  businessDetailsSchema,
  businessInformationSchema,
  complianceSchema,
  WIZARD_STATUSES,
  WIZARD_STEPS,
} from '../schemas/business-profile';

/** What the dashboard's setup card lists as still to do. The team step is optional, so it is never missing. */
export const SETUP_PARTS = ['business', 'compliance', 'finish'] as const;
export type SetupPart = (typeof SETUP_PARTS)[number];

export const wizardStateSchema = z.object({
  step: z.enum(WIZARD_STEPS),
  /** `not_started` until the first save or move; then the spec's in progress → completed. */
  status: z.enum(['not_started', ...WIZARD_STATUSES]),
  completedAt: z.string().nullable(),
  /** "Later" on the welcome screen: the dashboard stops leading the owner into the wizard. */
  isDeferred: z.boolean(),
  missing: z.array(z.enum(SETUP_PARTS)),
});
export type WizardState = z.infer<typeof wizardStateSchema>;

/** `GET /api/business-profile`: the owner's profile (null parts are not filled in yet) and where the wizard stands. */
export const businessProfileViewSchema = z.object({
  business: businessInformationSchema.nullable(),
  details: businessDetailsSchema,
  compliance: complianceSchema.nullable(),
  wizard: wizardStateSchema,
  updatedAt: z.string().nullable(),
});
export type BusinessProfileView = z.infer<typeof businessProfileViewSchema>;

/** The team view: the owner's profile read-only, with whose it is. */
export const sharedBusinessProfileSchema = businessProfileViewSchema.extend({
  ownerId: z.string(),
  ownerName: z.string(),
});
export type SharedBusinessProfile = z.infer<typeof sharedBusinessProfileSchema>;
