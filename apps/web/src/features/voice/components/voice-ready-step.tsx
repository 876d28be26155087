import { LoaderCircle, Mic } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useVoiceLanguageChoices } from '../hooks/use-voice-language-options';

interface VoiceReadyStepProps {
  language: string;
  onChange: () => void;
  onStart: () => void;
  isConnecting: boolean;
  /** The demo agent is still loading (the home page's default agent). */
  isAgentPending: boolean;
  isAgentMissing: boolean;
  onRetryAgent: () => void;
  /** Why the last call failed, if it did (VoiceFailureAlert). */
  failureAlert: ReactNode;
  startRef: Ref<HTMLButtonElement>;
}

/** Spec §2 ready step: the chosen language with a Change link, and Start voice chat. */
export const VoiceReadyStep = (props: VoiceReadyStepProps) => {
  const { language, onChange, onStart, isConnecting, isAgentPending, isAgentMissing, startRef } = props;
  const { t } = useTranslation('voice');
  const choice = useVoiceLanguageChoices().find((option) => option.code === language);
  const label = choice?.label ?? language;

  return (
    <div className="overflow-y-auto px-6 pt-2 pb-6">
      <div className="flex items-center gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <span aria-hidden="true" className="text-4xl leading-none">
          {choice?.flag}
        </span>
        <p className="min-w-0 flex-1">
          <span className="block text-xs font-medium text-slate-500">{t('selectedLanguage')}</span>
          <span className="block truncate font-semibold text-slate-900">{label}</span>
        </p>
        <Button variant="link" onClick={onChange} disabled={isConnecting}>
          {t('change')}
        </Button>
      </div>
      {props.failureAlert}
      {isAgentMissing ? (
        <div role="alert" className="mt-4 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <p>{t('agentUnavailable')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={props.onRetryAgent}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <Button
        ref={startRef}
        size="lg"
        variant="prominent"
        className="mt-6 w-full"
        aria-describedby="voice-start-note"
        disabled={isConnecting || isAgentPending || isAgentMissing}
        onClick={onStart}
      >
        {isConnecting || isAgentPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Mic aria-hidden="true" />
        )}
        {isConnecting ? t('starting') : isAgentPending ? t('agentLoading') : t('start')}
      </Button>
      <p id="voice-start-note" className="mt-3 text-center text-sm text-pretty text-slate-600">
        {t('startNote')}
      </p>
    </div>
  );
};
