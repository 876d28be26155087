import { useEffect, useState, useSyncExternalStore } from 'react';
import { requestVoiceConversation } from '../api/request-voice-conversation';
import { loadVoiceSdk } from '../session/load-voice-sdk';
import { VoiceSession } from '../session/voice-session';

/** One VoiceSession for the component's lifetime, its state as React state; unmounting ends the call. */
export function useVoiceSession() {
  const [session] = useState(
    () => new VoiceSession({ loadSdk: loadVoiceSdk, requestSignedUrl: requestVoiceConversation }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  useEffect(() => () => void session.end(), [session]);
  return { session, state };
}
