import type { Ref } from 'react';
import type { VoiceSession } from '../session/voice-session';
import type { VoiceSessionState } from '../session/voice-session-state';
import { VoiceCallControls } from './voice-call-controls';
import { VoiceMessageForm } from './voice-message-form';
import { VoiceStatusIndicator } from './voice-status-indicator';
import { VoiceTranscript } from './voice-transcript';

interface VoiceCallStepProps {
  session: VoiceSession;
  state: VoiceSessionState;
  agentName: string;
  onEnd: () => void;
  messageRef: Ref<HTMLInputElement>;
}

/** Spec §2 connected step: listening or AI-speaking, the live transcript, mute/unmute and End call. */
export const VoiceCallStep = ({ session, state, agentName, onEnd, messageRef }: VoiceCallStepProps) => (
  <div className="flex min-h-0 flex-1 flex-col gap-4 px-6 pt-1 pb-6">
    <div>
      <VoiceStatusIndicator mode={state.mode} isTextOnly={state.isTextOnly} />
    </div>
    <VoiceTranscript
      entries={state.transcript}
      agentName={agentName}
      canSendFeedback={state.canSendFeedback}
      onFeedback={(like) => session.sendFeedback(like)}
    />
    <VoiceMessageForm onSend={(text) => session.sendMessage(text)} inputRef={messageRef} />
    <VoiceCallControls
      isMuted={state.isMuted}
      isTextOnly={state.isTextOnly}
      isEnding={state.status === 'disconnecting'}
      onMutedChange={(isMuted) => session.setMuted(isMuted)}
      onEnd={onEnd}
    />
  </div>
);
