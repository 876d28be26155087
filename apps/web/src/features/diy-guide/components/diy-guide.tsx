import { DIY_STEPS, type DiyStepId, diyStepUrl } from '@receptiva/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { showNotice } from '@/lib/notifier';
import { useDiyProgress, useSetDiyStep } from '../api/diy-progress';
import { DiyStepSection } from './diy-step-section';

/** The tick of one step, for a signed-in person: saved on the server at once. */
const StepTick = ({
  userId,
  stepId,
  isDone,
  label,
}: {
  userId: string;
  stepId: DiyStepId;
  isDone: boolean;
  label: string;
}) => {
  const { t } = useTranslation('onboarding');
  const setStep = useSetDiyStep(userId);
  // Held in local state while the server answers: React would put a controlled checkbox back to its rendered value
  // before the mutation's pending state reaches this component.
  const [pending, setPending] = useState<boolean | null>(null);
  const shown = pending ?? isDone;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-emerald-300 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
      <input
        type="checkbox"
        className="size-4 accent-emerald-600"
        checked={shown}
        onChange={(event) => {
          const done = event.target.checked;
          setPending(done);
          setStep.mutate(
            { stepId, done },
            {
              onError: () => showNotice('error', t('diy.saveFailed')),
              onSettled: () => setPending(null),
            },
          );
        }}
        aria-label={t('diy.markDone', { step: label })}
      />
      <span aria-hidden="true">{t('diy.doneLabel')}</span>
    </label>
  );
};

/** /diy-onboarding: the steps in order; signed-in people tick them (saved), visitors are invited to sign in. */
export const DiyGuide = () => {
  const { t } = useTranslation('onboarding');
  const { t: guide } = useTranslation('diy-guide');
  const { userId, isSessionLoading, completed, isReady } = useDiyProgress();
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t('diy.contents')} className="lg:sticky lg:top-24 lg:self-start">
        <ol className="grid gap-1 text-sm">
          {DIY_STEPS.map((step, index) => (
            <li key={step.id}>
              <a
                href={diyStepUrl(step).replace(paths.diyOnboarding.getHref(), '')}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                {completed.has(step.id) ? (
                  <CheckCircle2 aria-label={t('diy.done')} className="size-4 shrink-0 text-emerald-600" />
                ) : (
                  <span aria-hidden="true" className="w-4 shrink-0 text-center font-semibold text-slate-500">
                    {index + 1}
                  </span>
                )}
                {guide(`steps.${step.catalogKey}.title` as 'steps.createAgent.title')}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-6">
        <p className="rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900" aria-live="polite">
          {isSessionLoading ? (
            <span>{t('diy.loadingProgress')}</span>
          ) : userId === null ? (
            <>
              {t('diy.signInHint')}{' '}
              <Link
                to={paths.auth.getHref({ next: paths.diyOnboarding.getHref() })}
                className="font-semibold text-primary-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                {t('diy.signIn')}
              </Link>
            </>
          ) : (
            <span data-testid="diy-progress">
              {isReady
                ? t('diy.progress', { done: completed.size, total: DIY_STEPS.length })
                : t('diy.loadingProgress')}
            </span>
          )}
        </p>
        {DIY_STEPS.map((step, index) => (
          <DiyStepSection
            key={step.id}
            step={step}
            position={index + 1}
            isDone={completed.has(step.id)}
            tick={
              userId !== null && isReady ? (
                <StepTick
                  userId={userId}
                  stepId={step.id}
                  isDone={completed.has(step.id)}
                  label={guide(`steps.${step.catalogKey}.title` as 'steps.createAgent.title')}
                />
              ) : null
            }
          />
        ))}
        <p className="text-slate-700">
          {t('diy.needHelp')}{' '}
          <Link
            to={paths.scheduleOnboarding.getHref()}
            className="font-semibold text-primary-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {t('diy.bookCall')}
          </Link>
        </p>
      </div>
    </div>
  );
};
