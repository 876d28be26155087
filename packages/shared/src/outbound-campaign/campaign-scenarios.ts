// `/api/admin/campaign-scenarios`: an admin's saved calculator scenarios (issue 18 point 5, decision 036).
import { z } from 'zod';
import { campaignInputsSchema } from './campaign-inputs';

export const CAMPAIGN_SCENARIO_NAME_MAX = 80;
/** Saved scenarios per admin: a working list to compare, not an archive (decision 036). */
export const CAMPAIGN_SCENARIOS_PER_ADMIN = 100;
/** How many scenarios the page compares side by side. */
export const CAMPAIGN_COMPARE_MIN = 2;
export const CAMPAIGN_COMPARE_MAX = 3;

/** What Save sends: a name (unique per admin, whatever its case) and the eleven inputs. */
export const campaignScenarioInputSchema = z.object({
  name: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(CAMPAIGN_SCENARIO_NAME_MAX, `Use at most ${CAMPAIGN_SCENARIO_NAME_MAX} characters.`)
    // Control characters would break the CSV rows and are never part of a name someone typed.
    .refine((name) => !/\p{Cc}/u.test(name), 'Use letters, digits, spaces and punctuation only.'),
  inputs: campaignInputsSchema,
});
export type CampaignScenarioInput = z.input<typeof campaignScenarioInputSchema>;

export const campaignScenarioParamsSchema = z.object({ scenarioId: z.uuid() });

export const campaignScenarioSchema = campaignScenarioInputSchema.extend({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignScenario = z.infer<typeof campaignScenarioSchema>;

/** The caller's scenarios, by name. */
export const campaignScenarioListSchema = z.object({ scenarios: z.array(campaignScenarioSchema) });
export type CampaignScenarioList = z.infer<typeof campaignScenarioListSchema>;

export const campaignScenarioDeletedSchema = z.object({ deleted: z.literal(true) });
