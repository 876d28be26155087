import type { BusinessProfileView, WizardStep } from '@receptiva/shared';

/** Where leaving a step goes: another step, or finishing the wizard (from Compliance). */
export type WizardTarget = WizardStep | 'finish';

export interface WizardStepProps {
  /** The step's form: the indicator and the Back/Next buttons submit it, so leaving saves first. */
  formId: string;
  profile: BusinessProfileView;
  /** Where the button that submitted the form leads. */
  target: () => WizardTarget;
  /** Called once the step is saved on the server. */
  onLeft: (target: WizardTarget) => void;
  /** A save failed for a reason the fields cannot show. */
  onFailed: (error: unknown) => void;
}

/** The server names a step's fields `data.<field>`: each is shown on the form's field of that name. */
export const serverFieldsOf = <F extends string>(fields: readonly F[]): Record<string, { field: F }> =>
  Object.fromEntries(fields.map((field) => [`data.${field}`, { field }]));
