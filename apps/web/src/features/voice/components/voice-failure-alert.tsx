import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useVoiceFailureMessage } from '../hooks/use-voice-failure-message';
import { isMicrophoneFailure, type VoiceFailure } from '../session/voice-failure';

interface VoiceFailureAlertProps {
  failure: VoiceFailure;
  /** Offered when the microphone is why: the same agent, by text (spec: a text chat when there is no microphone). */
  onTextChat: () => void;
}

/** Why the last call could not start or was lost, in the dialog itself (the toast goes away; this stays). */
export const VoiceFailureAlert = ({ failure, onTextChat }: VoiceFailureAlertProps) => {
  const { t } = useTranslation('voice');
  const message = useVoiceFailureMessage()(failure);
  const title =
    failure.code === 'connectionLost' ? t('notices.connectionErrorTitle') : t('notices.connectionFailedTitle');
  return (
    <div role="alert" className="mt-4 flex gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-pretty">{message}</p>
        {isMicrophoneFailure(failure.code) ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={onTextChat}>
            {t('textFallback')}
          </Button>
        ) : null}
      </div>
    </div>
  );
};
