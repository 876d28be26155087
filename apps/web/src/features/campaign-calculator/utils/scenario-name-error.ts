import { campaignScenarioInputSchema } from '@receptiva/shared';

export type ScenarioNameError = 'nameRequired' | 'nameTooLong' | 'nameInvalid';

/** The shared rule for a scenario's name, as the key of the page's message; null when the name will do. */
export function scenarioNameError(name: string): ScenarioNameError | null {
  const parsed = campaignScenarioInputSchema.shape.name.safeParse(name);
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.code;
  if (code === 'too_small') return 'nameRequired';
  if (code === 'too_big') return 'nameTooLong';
  return 'nameInvalid';
}
