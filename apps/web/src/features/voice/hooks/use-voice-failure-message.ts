import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceFailure } from '../session/voice-failure';

/** Spec §8's words for a failure; a server refusal says why when the server gave a code we translate. */
export function useVoiceFailureMessage() {
  const { t, i18n } = useTranslation(['voice', 'errors']);
  return useCallback(
    (failure: VoiceFailure): string => {
      if (failure.code === 'serverRefused' && failure.apiCode && i18n.exists(`errors:${failure.apiCode}`)) {
        return t(`errors:${failure.apiCode}` as 'errors:INTERNAL_ERROR');
      }
      return t(`failures.${failure.code}`);
    },
    [t, i18n],
  );
}
