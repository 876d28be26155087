import { WIZARD_STEPS, type WizardStep } from '@receptiva/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface WizardStepIndicatorProps {
  current: WizardStep;
  /** The form a step button submits: leaving a step saves it first. */
  formId: string;
  onChoose: (step: WizardStep) => void;
  isBusy: boolean;
}

/** The three steps as a numbered list; the current one is `aria-current="step"`, each is a button to go there. */
export const WizardStepIndicator = ({ current, formId, onChoose, isBusy }: WizardStepIndicatorProps) => {
  const { t } = useTranslation('business-profile');
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <ol className="grid gap-2 sm:grid-cols-3">
        {WIZARD_STEPS.map((step, index) => {
          const isCurrent = step === current;
          return (
            <li key={step}>
              <button
                type="submit"
                form={formId}
                disabled={isBusy}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onChoose(step)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-start text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  isCurrent
                    ? 'border-primary-600 bg-primary-50 font-semibold text-primary-900'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    isCurrent ? 'bg-primary-600 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {index < currentIndex ? <Check className="size-4" /> : index + 1}
                </span>
                <span>
                  <span className="sr-only">
                    {t('wizard.stepOf', { number: index + 1, total: WIZARD_STEPS.length })}{' '}
                  </span>
                  {t(`wizard.steps.${step}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
