import type { FormEvent, ReactNode } from 'react';
import { useMoveWizard } from '../api/save-wizard';
import type { WizardStepProps } from './wizard-step-props';

/**
 * Step 2, Team Members: the team feature's own list and add dialog (composed in by the route, so its rules and
 * notices are the team page's). Nothing of its own to save: leaving it records where the wizard resumes.
 */
export const TeamStep = ({ formId, target, onLeft, onFailed, children }: WizardStepProps & { children: ReactNode }) => {
  const move = useMoveWizard();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const to = target();
    try {
      await move.mutateAsync({ step: to === 'finish' ? 'team' : to });
      onLeft(to);
    } catch (error) {
      onFailed(error);
    }
  };
  return (
    <>
      {children}
      <form id={formId} onSubmit={onSubmit} aria-hidden="true" className="hidden" />
    </>
  );
};
