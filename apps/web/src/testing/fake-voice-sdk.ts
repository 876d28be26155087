import { vi } from 'vitest';
import type { MicrophoneEnvironment } from '@/features/voice/session/voice-prechecks';
import type { VoiceConversationHandle, VoiceSdk, VoiceSessionOptions } from '@/features/voice/session/voice-sdk';

/**
 * A fake of the SDK's Conversation boundary for jsdom, which has neither a microphone nor audio: the test plays the
 * agent's side through the callbacks the session passed to startSession. The real SDK is tested end to end.
 */
export class FakeConversation implements VoiceConversationHandle {
  volume = 1;
  readonly sentMessages: string[] = [];
  readonly feedback: boolean[] = [];
  endSession = vi.fn(async () => this.options.onDisconnect?.({ reason: 'user' }));

  constructor(
    readonly options: VoiceSessionOptions,
    private readonly id = 'conv-1',
  ) {}

  getId = () => this.id;
  setVolume = ({ volume }: { volume: number }) => {
    this.volume = volume;
  };
  sendUserMessage = (text: string) => void this.sentMessages.push(text);
  sendFeedback = (like: boolean) => void this.feedback.push(like);

  /** The agent says something (an agent_response). */
  agentSays(text: string, eventId: number) {
    this.options.onMessage?.({ role: 'agent', source: 'ai', message: text, event_id: eventId });
  }
}

/** startSession answers when the test says so: `connect()` resolves it, `fail(error)` rejects it. */
export function fakeVoiceSdk() {
  const calls: VoiceSessionOptions[] = [];
  let settle: { resolve: (c: FakeConversation) => void; reject: (e: unknown) => void } | undefined;
  const sdk: VoiceSdk = {
    startSession: vi.fn(
      (options: VoiceSessionOptions) =>
        new Promise<FakeConversation>((resolve, reject) => {
          calls.push(options);
          settle = { resolve, reject };
        }),
    ),
  };
  const lastOptions = () => {
    const options = calls.at(-1);
    if (!options) throw new Error('startSession was not called');
    return options;
  };
  return {
    sdk,
    calls,
    connect(id = 'conv-1') {
      const conversation = new FakeConversation(lastOptions(), id);
      settle?.resolve(conversation);
      return conversation;
    },
    fail: (error: unknown) => settle?.reject(error),
  };
}

export const fakeMicrophoneStream = () => {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
};

/** A browser with one microphone that grants access, unless told otherwise. */
export function fakeMicrophoneEnvironment({
  getUserMedia,
  devices = [{ kind: 'audioinput' }],
  isSecureContext = true,
}: {
  getUserMedia?: () => Promise<MediaStream>;
  devices?: { kind: string }[];
  isSecureContext?: boolean;
} = {}) {
  const microphone = fakeMicrophoneStream();
  const mediaDevices = {
    getUserMedia: vi.fn(getUserMedia ?? (async () => microphone.stream)),
    enumerateDevices: vi.fn(async () => devices as MediaDeviceInfo[]),
  };
  const environment: MicrophoneEnvironment = { mediaDevices, isSecureContext };
  return { environment, mediaDevices, microphone };
}
