import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { showNotice } from '@/lib/notifier';
import { isMicrophoneFailure } from '../session/voice-failure';
import type { VoiceSession } from '../session/voice-session';
import { useVoiceFailureMessage } from './use-voice-failure-message';

/**
 * Spec §8's notices for a call: 'Voice chat connected successfully!' and 'Voice chat ended'; a destructive
 * Connection Failed toast when a call cannot start (plus 'Microphone access denied or not available' when the
 * microphone is why), and a Connection Error toast when a running call is lost.
 */
export function useVoiceCallNotices(session: VoiceSession): void {
  const { t } = useTranslation('voice');
  const failureMessage = useVoiceFailureMessage();

  useEffect(
    () =>
      session.onEvent((event) => {
        switch (event.type) {
          case 'connected':
            showNotice('success', t('notices.connected'), { slot: 'voice-call' });
            return;
          case 'ended':
            showNotice('info', t('notices.ended'), { slot: 'voice-call' });
            return;
          case 'failed':
            toast({
              variant: 'destructive',
              title: t('notices.connectionFailedTitle'),
              description: failureMessage(event.failure),
            });
            if (isMicrophoneFailure(event.failure.code)) {
              showNotice('error', t('notices.microphoneUnavailable'), { slot: 'voice-call' });
            }
            return;
          case 'lost':
            toast({
              variant: 'destructive',
              title: t('notices.connectionErrorTitle'),
              description: failureMessage(event.failure),
            });
            return;
        }
      }),
    [session, t, failureMessage],
  );
}
