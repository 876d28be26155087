import type { DisconnectionDetails } from '@elevenlabs/client';
import { microphoneFailureCode, type VoiceFailure, VoiceStartError } from './voice-failure';
import {
  browserMicrophoneEnvironment,
  type MicrophoneEnvironment,
  runVoicePrechecks,
  stopStream,
} from './voice-prechecks';
import type { VoiceConversationHandle, VoiceSdk, VoiceSessionOptions } from './voice-sdk';
import { INITIAL_VOICE_SESSION_STATE, transcriptEntry, type VoiceSessionState } from './voice-session-state';

/** The SDK has no connect timeout (STACK.md). This one includes Android's connection delay. */
export const CONNECT_TIMEOUT_MS = 20_000;
/** Spec §9: no delay by default; 3 s on Android, for its audio manager to switch to communication mode. */
export const CONNECTION_DELAY = { default: 0, android: 3_000 };

export type VoiceClientTools = Record<string, (parameters: unknown) => string | Promise<string>>;

export interface VoiceCallRequest {
  voiceAgentId: string;
  /** The voice language the visitor picked (spec §2 language step). */
  language: string;
  /** Text chat instead of voice (the fallback when there is no microphone). */
  textOnly?: boolean;
  clientTools?: VoiceClientTools;
}

export type VoiceSessionEvent =
  | { type: 'connected'; conversationId: string }
  | { type: 'ended'; by: 'user' | 'agent' }
  | { type: 'failed'; failure: VoiceFailure }
  | { type: 'lost'; failure: VoiceFailure };

export interface VoiceSessionDependencies {
  loadSdk: () => Promise<VoiceSdk>;
  /** POST /api/functions/voice-conversation; its raw JSON answer. */
  requestSignedUrl: (voiceAgentId: string) => Promise<unknown>;
  environment?: () => MicrophoneEnvironment;
  connectTimeoutMs?: number;
}

/** Thrown to the caller of a start that `end()` cancelled; the state says nothing about it. */
export class VoiceCallCancelled extends Error {
  override readonly name = 'VoiceCallCancelled';
}

const connectionFailure = (error: unknown): VoiceFailure => {
  if (error instanceof VoiceStartError) return error.failure;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // The SDK asks for the microphone again and rejects with the browser's own error.
  const code = microphoneFailureCode(error);
  return { code: code === 'microphoneFailed' ? 'connectionFailed' : code, detail };
};

/**
 * One voice (or text) call with a demo agent, framework-free (spec §4): status connecting → connected →
 * disconnecting → disconnected, mode listening/speaking, the transcript, mute and feedback. React reads it through
 * useVoiceSession; the SDK sits behind `loadSdk`.
 */
export class VoiceSession {
  private state = INITIAL_VOICE_SESSION_STATE;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: VoiceSessionEvent) => void>();
  private conversation: VoiceConversationHandle | null = null;
  private starting: Promise<string> | null = null;
  /** Increases with every start and end: callbacks of an older call are ignored. */
  private attempt = 0;
  private nextEntryId = 1;
  private feedbackEventId: number | undefined;
  private lastAgentEventId: number | undefined;
  private readonly typedMessages: string[] = [];

  constructor(private readonly dependencies: VoiceSessionDependencies) {}

  getState = (): VoiceSessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onEvent(listener: (event: VoiceSessionEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Starts a call; while one is starting or open, returns its conversation id instead (spec §4: idempotent). */
  start(request: VoiceCallRequest): Promise<string> {
    if (this.starting) return this.starting;
    if (this.conversation && this.state.status === 'connected') return Promise.resolve(this.conversation.getId());
    const attempt = ++this.attempt;
    const starting = this.connect(request, attempt).finally(() => {
      if (this.starting === starting) this.starting = null;
    });
    this.starting = starting;
    return starting;
  }

  /** Ends the call (or abandons one that is still starting). */
  async end(): Promise<void> {
    if (this.starting) {
      this.starting = null;
      this.finish({ reason: 'user' });
      return;
    }
    const conversation = this.conversation;
    if (!conversation) return;
    const attempt = this.attempt;
    this.update({ status: 'disconnecting' });
    try {
      await conversation.endSession();
    } finally {
      // The SDK reports the end through onDisconnect; make sure the state ends even if it does not.
      if (this.attempt === attempt && this.conversation === conversation) this.finish({ reason: 'user' });
    }
  }

  /** Spec §9: mute sets the agent's volume to 0, unmute back to 1. */
  setMuted(isMuted: boolean): void {
    this.conversation?.setVolume({ volume: isMuted ? 0 : 1 });
    this.update({ isMuted });
  }

  sendMessage(text: string): void {
    const message = text.trim();
    if (!message || !this.conversation) return;
    this.conversation.sendUserMessage(message);
    this.typedMessages.push(message);
    this.appendTranscript('user', message);
  }

  /** Spec §4: once per agent response. */
  sendFeedback(like: boolean): void {
    if (!this.conversation || !this.state.canSendFeedback) {
      console.warn('Cannot send feedback: the conversation has not started or feedback was already sent.');
      return;
    }
    this.conversation.sendFeedback(like);
    this.feedbackEventId = this.lastAgentEventId;
    this.update({ canSendFeedback: false });
  }

  private async connect(request: VoiceCallRequest, attempt: number): Promise<string> {
    this.typedMessages.length = 0;
    this.feedbackEventId = undefined;
    this.lastAgentEventId = undefined;
    this.update({ ...INITIAL_VOICE_SESSION_STATE, status: 'connecting', isTextOnly: request.textOnly === true });
    // The SDK's code downloads while the prechecks run; a failure to load is reported after them, in order.
    const loadingSdk = this.dependencies.loadSdk();
    loadingSdk.catch(() => {});
    let microphone: MediaStream | null = null;
    try {
      const checked = await runVoicePrechecks({
        environment: (this.dependencies.environment ?? browserMicrophoneEnvironment)(),
        voiceAgentId: request.voiceAgentId,
        textOnly: request.textOnly === true,
        requestSignedUrl: this.dependencies.requestSignedUrl,
      });
      microphone = checked.microphone;
      this.throwIfAbandoned(attempt);
      const sdk = await loadingSdk;
      this.throwIfAbandoned(attempt);
      const conversation = await this.startWithTimeout(sdk, this.sessionOptions(request, checked.signedUrl, attempt));
      if (this.attempt !== attempt) {
        void conversation.endSession().catch(() => {});
        throw new VoiceCallCancelled();
      }
      this.conversation = conversation;
      const conversationId = conversation.getId();
      this.update({ status: 'connected', conversationId, mode: 'listening' });
      this.emit({ type: 'connected', conversationId });
      return conversationId;
    } catch (error) {
      if (this.attempt !== attempt || error instanceof VoiceCallCancelled) throw new VoiceCallCancelled();
      const failure = connectionFailure(error);
      console.warn('Voice chat could not start:', failure.code, failure.detail ?? '');
      this.conversation = null;
      this.update({ status: 'disconnected', failure });
      this.emit({ type: 'failed', failure });
      throw error instanceof VoiceStartError ? error : new VoiceStartError(failure, { cause: error });
    } finally {
      // Spec §4: the temporary microphone stream is released once the call's own pipeline has the microphone.
      stopStream(microphone);
    }
  }

  private throwIfAbandoned(attempt: number): void {
    if (this.attempt !== attempt) throw new VoiceCallCancelled();
  }

  private async startWithTimeout(sdk: VoiceSdk, options: VoiceSessionOptions): Promise<VoiceConversationHandle> {
    const starting = sdk.startSession(options);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new VoiceStartError({ code: 'connectTimeout' })),
        this.dependencies.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([starting, timeout]);
    } catch (error) {
      // A session that opens after the timeout is closed at once.
      starting.then((late) => late.endSession()).catch(() => {});
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private sessionOptions(request: VoiceCallRequest, signedUrl: string, attempt: number): VoiceSessionOptions {
    const current = <A extends unknown[]>(handler: (...args: A) => void) => {
      return (...args: A) => {
        if (this.attempt === attempt) handler(...args);
      };
    };
    return {
      signedUrl,
      textOnly: request.textOnly === true,
      overrides: { agent: { language: request.language as never } },
      clientTools: request.clientTools ?? {},
      connectionDelay: CONNECTION_DELAY,
      useWakeLock: true,
      onModeChange: current(({ mode }) => this.update({ mode })),
      onStatusChange: current(({ status }) => {
        // Connecting and connected are this class's to decide (prechecks, timeout); the SDK reports the ending.
        if (this.conversation && (status === 'disconnecting' || status === 'disconnected')) this.update({ status });
      }),
      onMessage: current(({ role, message, event_id: eventId }) => this.receiveMessage(role, message, eventId)),
      onDisconnect: current((details) => {
        if (this.conversation) this.finish(details);
      }),
      onError: current((message) => console.warn('Voice chat error:', message)),
    };
  }

  private receiveMessage(role: 'agent' | 'user', text: string, eventId: number | undefined): void {
    if (role === 'user' && this.typedMessages[0] === text.trim()) {
      // Our own typed message, echoed back as a transcript: it is already shown.
      this.typedMessages.shift();
      return;
    }
    this.appendTranscript(role, text);
    if (role === 'agent') {
      this.lastAgentEventId = eventId;
      const isNewResponse = eventId === undefined || eventId !== this.feedbackEventId;
      if (isNewResponse && !this.state.canSendFeedback) this.update({ canSendFeedback: true });
    }
  }

  private appendTranscript(role: 'agent' | 'user', text: string): void {
    const entry = transcriptEntry(this.nextEntryId++, role, text);
    this.update({ transcript: [...this.state.transcript, entry] });
  }

  private finish(details: DisconnectionDetails): void {
    this.conversation = null;
    // Whatever the ended conversation still reports is stale.
    this.attempt++;
    const ending = details.reason;
    const failure: VoiceFailure | null =
      details.reason === 'error' ? { code: 'connectionLost', detail: details.message } : null;
    this.update({ status: 'disconnected', mode: 'listening', canSendFeedback: false, ending, failure });
    if (failure) {
      console.warn('Voice chat connection lost:', failure.detail);
      this.emit({ type: 'lost', failure });
    } else this.emit({ type: 'ended', by: ending === 'agent' ? 'agent' : 'user' });
  }

  private update(patch: Partial<VoiceSessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private emit(event: VoiceSessionEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }
}
