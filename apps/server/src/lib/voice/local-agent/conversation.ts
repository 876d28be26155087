import { randomUUID } from 'node:crypto';
import { UNRECOGNISED_SPEECH_TRANSCRIPT } from '@receptiva/shared';
import type { WebSocket } from 'ws';
import type { Logger } from '../../logger';
import { AgentVoice } from './agent-voice';
import { type AgentTurn, Dialogue, type DialogueAgent } from './dialogue/dialogue';
import { decodePcm } from './pcm';
import { type ClientMessage, parseClientMessage, serverMessages } from './protocol';
import type { SpeechEngine } from './speech/types';
import { VoiceActivityDetector } from './voice-activity';

export interface ConversationOptions {
  speech: SpeechEngine;
  logger: Logger;
  maxCallMs: number;
  pingIntervalMs: number;
  onEnd(): void;
}

/** Time the client has to send `conversation_initiation_client_data` after the upgrade. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** Pings without any message back before the socket counts as dead. */
const MISSED_PINGS = 3;
/** After the last word of a goodbye, before the socket closes (the caller's player drains). */
const HANG_UP_GRACE_MS = 300;
const FORCED_HANG_UP_MS = 20_000;
/** A goodbye at server shutdown may take this long to speak before the socket is closed anyway (1001). */
const SHUTDOWN_GOODBYE_MS = 5_000;

/**
 * One call with the local demo agent, speaking the ElevenLabs protocol (decision 009): metadata first, the first
 * message, replies to typed text and to voice turns, interruptions, a page tool, pings, and a clean 1000 close.
 */
export class LocalConversation {
  readonly id = `local_${randomUUID()}`;
  private readonly dialogue: Dialogue;
  private readonly voice: AgentVoice;
  private readonly vad = new VoiceActivityDetector();
  private readonly timers: NodeJS.Timeout[] = [];
  private started = false;
  private textOnly = false;
  private ended = false;
  /** Saying the shutdown goodbye: nothing the caller says starts another reply. */
  private closing = false;
  private eventId = 0;
  /** Bumped by every new reply and interruption, so a reply still being synthesised knows it is stale. */
  private replySerial = 0;
  private lastHeardAt = Date.now();
  private pingSentAt = new Map<number, number>();
  private pingMs: number | null = null;
  private pendingToolCall: string | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly agent: DialogueAgent,
    private readonly options: ConversationOptions,
  ) {
    this.dialogue = new Dialogue(agent);
    this.voice = new AgentVoice((audio) => this.send(serverMessages.audio(audio, this.nextEventId())));
    socket.on('message', (data, isBinary) => {
      this.lastHeardAt = Date.now();
      // Binary frames are not part of the protocol: ignored, like malformed or unknown messages.
      const message = isBinary ? null : parseClientMessage(data.toString());
      if (message) this.handle(message);
    });
    socket.on('close', () => this.cleanUp());
    socket.on('error', (error) => options.logger.debug('voice socket error', { error: error.message }));
    this.after(HANDSHAKE_TIMEOUT_MS, () => {
      if (!this.started) this.close(1008, 'Expected conversation_initiation_client_data');
    });
  }

  /** Server shutdown: a started call hears why it ends and closes normally (1000); a silent one closes at once. */
  shutdown(): void {
    if (this.ended) return;
    if (!this.started) {
      this.close(1001, 'Server shutting down');
      return;
    }
    this.closing = true;
    this.after(SHUTDOWN_GOODBYE_MS, () => this.close(1001, 'Server shutting down'));
    this.interruptIfSpeaking();
    void this.say(this.dialogue.serverClosing());
  }

  private handle(message: ClientMessage): void {
    if (message.type === 'conversation_initiation_client_data') {
      this.start(message);
      return;
    }
    if (!this.started || this.closing) return;
    switch (message.type) {
      case 'user_audio_chunk':
        this.hear(message.audio);
        break;
      case 'user_message':
        this.interruptIfSpeaking();
        this.send(serverMessages.userTranscript(message.text, this.nextEventId()));
        void this.say(this.dialogue.replyToText(message.text));
        break;
      case 'pong': {
        const sentAt = this.pingSentAt.get(message.eventId);
        if (sentAt !== undefined) this.pingMs = Date.now() - sentAt;
        this.pingSentAt.delete(message.eventId);
        break;
      }
      case 'client_tool_result':
        if (message.toolCallId !== this.pendingToolCall) break;
        this.pendingToolCall = undefined;
        void this.say(this.dialogue.afterToolResult(message.isError));
        break;
      case 'feedback':
        this.options.logger.info('voice feedback', { conversationId: this.id, score: message.score });
        break;
      // Both only show the caller is there (lastHeardAt); the keyword dialogue has no use for background text.
      case 'contextual_update':
      case 'user_activity':
        break;
    }
  }

  private start(message: Extract<ClientMessage, { type: 'conversation_initiation_client_data' }>): void {
    if (this.started) return;
    this.started = true;
    this.textOnly = message.textOnly;
    this.send(serverMessages.metadata(this.id));
    this.every(this.options.pingIntervalMs, () => this.heartbeat());
    this.after(this.options.maxCallMs, () => void this.say(this.dialogue.timeUp()));
    // Should the goodbye never finish (a stuck speech engine), the limit still holds.
    this.after(this.options.maxCallMs + FORCED_HANG_UP_MS, () => this.close(1000, 'Maximum call length reached'));
    void this.say(this.dialogue.opening(message.firstMessage));
  }

  private hear(base64: string): void {
    for (const event of this.vad.push(decodePcm(base64))) {
      if (event.type === 'speech_start') this.interruptIfSpeaking();
      else {
        this.send(serverMessages.userTranscript(UNRECOGNISED_SPEECH_TRANSCRIPT, this.nextEventId()));
        void this.say(this.dialogue.replyToSpeech());
      }
    }
  }

  private interruptIfSpeaking(): void {
    if (!this.voice.isSpeaking) return;
    this.replySerial += 1;
    this.voice.stop();
    this.send(serverMessages.interruption(this.nextEventId()));
  }

  private async say(turn: AgentTurn): Promise<void> {
    if (this.ended) return;
    const serial = ++this.replySerial;
    this.voice.stop();
    this.send(serverMessages.agentResponse(turn.text, this.nextEventId()));
    let completed = true;
    if (!this.textOnly) {
      const samples = await this.options.speech.synthesize(turn.text, this.dialogue.language, this.agent.voice);
      if (serial !== this.replySerial || this.ended) return;
      completed = await this.voice.play(samples);
    }
    if (!completed || this.ended) return;
    if (turn.tool) {
      this.pendingToolCall = `tool_${randomUUID()}`;
      this.send(serverMessages.clientToolCall(turn.tool.name, this.pendingToolCall, turn.tool.parameters));
    }
    if (turn.endsCall) this.after(this.voice.remainingMs + HANG_UP_GRACE_MS, () => this.close(1000, 'Call ended'));
  }

  private heartbeat(): void {
    if (Date.now() - this.lastHeardAt > MISSED_PINGS * this.options.pingIntervalMs) {
      this.options.logger.info('voice socket dead: closing', { conversationId: this.id });
      this.socket.terminate();
      return;
    }
    const id = this.nextEventId();
    this.pingSentAt.set(id, Date.now());
    this.send(serverMessages.ping(id, this.pingMs));
  }

  private nextEventId(): number {
    this.eventId += 1;
    return this.eventId;
  }

  private send(message: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    this.cleanUp();
  }

  private cleanUp(): void {
    if (this.ended) return;
    this.ended = true;
    this.voice.stop();
    for (const timer of this.timers) clearTimeout(timer);
    this.options.onEnd();
  }

  private after(ms: number, run: () => void): void {
    this.timers.push(setTimeout(run, ms));
  }

  private every(ms: number, run: () => void): void {
    this.timers.push(setInterval(run, ms));
  }
}
