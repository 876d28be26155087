import { type BusinessProfileView, WIZARD_STEPS, type WizardStep } from '@receptiva/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormNotice, type FormNoticeMessage } from '@/components/ui/form-notice';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { useMoveWizard } from '../api/save-wizard';
import { BusinessStep } from './business-step';
import { ComplianceStep } from './compliance-step';
import { TeamStep } from './team-step';
import { WizardComplete } from './wizard-complete';
import { WizardStepIndicator } from './wizard-step-indicator';
import type { WizardStepProps, WizardTarget } from './wizard-step-props';
import { WizardWelcome } from './wizard-welcome';

const isStep = (value: string | null): value is WizardStep => (WIZARD_STEPS as readonly string[]).includes(value ?? '');

interface SetupWizardProps {
  profile: BusinessProfileView;
  /** The team feature's list and add dialog, for the Team Members step. */
  teamStep: ReactNode;
}

/**
 * The setup wizard (spec §2, §4): Business Information, Team Members, Compliance. First-run welcome mode until it is
 * completed, then profile-update mode (`?step=compliance` opens a step directly). Every way out of a step (Back,
 * Next, a step in the indicator) submits its form, which saves it on the server first, so a reload or another device
 * resumes at the saved step with the saved answers.
 */
export const SetupWizard = ({ profile, teamStep }: SetupWizardProps) => {
  const { t } = useTranslation('business-profile');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const formId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('step');
  const [hasStarted, setStarted] = useState(isStep(requested));
  const [isFinished, setFinished] = useState(false);
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const [isBusy, setBusy] = useState(false);
  const target = useRef<WizardTarget>('business');
  const heading = useRef<HTMLHeadingElement>(null);
  const move = useMoveWizard();

  const isUpdateMode = profile.wizard.status === 'completed';
  const step: WizardStep = isStep(requested) ? requested : profile.wizard.step;
  const showWelcome = !isUpdateMode && !hasStarted && profile.wizard.status === 'not_started';

  const focusKey = `${step}-${showWelcome}-${isFinished}`;
  // A new step (or screen) moves focus to its heading, so keyboard and screen reader users start there; not on load.
  const focusedKey = useRef(focusKey);
  useEffect(() => {
    if (focusedKey.current === focusKey) return;
    focusedKey.current = focusKey;
    heading.current?.focus();
  });

  const go = (to: WizardStep) => {
    setStarted(true);
    setSearchParams({ step: to });
  };

  const onLeft = (to: WizardTarget) => {
    setBusy(false);
    setNotice(null);
    if (to === 'finish') setFinished(true);
    else go(to);
  };

  const onFailed = (error: unknown) => {
    setBusy(false);
    setNotice({ tone: 'error', text: error instanceof ApiError ? errorMessage(error) : t('wizard.saveFailed') });
  };

  const later = async () => {
    try {
      await move.mutateAsync({ step: 'business', action: 'later' });
      navigate(paths.dashboard.getHref());
    } catch (error) {
      onFailed(error);
    }
  };

  const choose = (to: WizardTarget) => {
    target.current = to;
  };

  const title = isUpdateMode ? t('wizard.updateTitle') : t('wizard.welcomeTitle');
  if (isFinished) {
    return (
      <div className="grid gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <WizardComplete
          onEdit={() => {
            setFinished(false);
            go('business');
          }}
        />
      </div>
    );
  }
  if (showWelcome) {
    return (
      <div className="grid gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <WizardWelcome onStart={() => go('business')} onLater={() => void later()} isBusy={move.isPending} />
        <FormNotice notice={notice} />
      </div>
    );
  }

  const index = WIZARD_STEPS.indexOf(step);
  const previous = WIZARD_STEPS[index - 1];
  const next = WIZARD_STEPS[index + 1];
  const stepProps: WizardStepProps = { formId, profile, target: () => target.current, onLeft, onFailed };
  const submitTo = (to: WizardTarget) => ({
    type: 'submit' as const,
    form: formId,
    disabled: isBusy,
    onClick: () => choose(to),
  });

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-600">{t(isUpdateMode ? 'wizard.updateIntro' : 'wizard.welcomeIntro')}</p>
      </div>
      <WizardStepIndicator current={step} formId={formId} onChoose={choose} isBusy={isBusy} />
      <section aria-labelledby={`${formId}-heading`} className="grid gap-5">
        <div className="grid gap-1">
          <h2
            id={`${formId}-heading`}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {t(`wizard.steps.${step}`)}
          </h2>
          <p className="text-sm text-slate-600">{t(`wizard.stepIntro.${step}`)}</p>
        </div>
        {/* Keyed by step: each step's form starts from the saved answers. */}
        {step === 'business' ? <BusinessStep key={step} {...stepProps} /> : null}
        {step === 'team' ? (
          <TeamStep key={step} {...stepProps}>
            {teamStep}
          </TeamStep>
        ) : null}
        {step === 'compliance' ? <ComplianceStep key={step} {...stepProps} /> : null}
      </section>
      <FormNotice notice={notice} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {previous ? (
          <Button variant="outline" {...submitTo(previous)}>
            {t('wizard.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button {...submitTo(next ?? 'finish')}>{next ? t('wizard.next') : t('wizard.finish')}</Button>
      </div>
    </div>
  );
};
