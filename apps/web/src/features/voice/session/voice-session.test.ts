import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMicrophoneEnvironment, fakeVoiceSdk } from '@/testing/fake-voice-sdk';
import { VoiceStartError } from './voice-failure';
import { CONNECTION_DELAY, VoiceCallCancelled, VoiceSession, type VoiceSessionEvent } from './voice-session';

const REQUEST = { voiceAgentId: 'agent_med_spa', language: 'es' };

function setup({ connectTimeoutMs = 20_000, environment = fakeMicrophoneEnvironment() } = {}) {
  const fake = fakeVoiceSdk();
  const requestSignedUrl = vi.fn(async () => ({ signedUrl: 'ws://localhost/agent?token=1' }));
  const session = new VoiceSession({
    loadSdk: async () => fake.sdk,
    requestSignedUrl,
    environment: () => environment.environment,
    connectTimeoutMs,
  });
  const events: VoiceSessionEvent[] = [];
  session.onEvent((event) => events.push(event));
  const statuses: string[] = [];
  session.subscribe(() => {
    const { status } = session.getState();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const untilStartSession = () => vi.waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
  return { fake, session, events, statuses, requestSignedUrl, environment, untilStartSession };
}

async function connected(options?: Parameters<typeof setup>[0]) {
  const context = setup(options);
  const id = context.session.start(REQUEST);
  await context.untilStartSession();
  const conversation = context.fake.connect('conv-42');
  await id;
  return { ...context, conversation };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('VoiceSession state machine (spec §4)', () => {
  it('goes connecting → connected and announces the conversation', async () => {
    const { session, events, statuses, fake, environment } = await connected();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(session.getState()).toMatchObject({ status: 'connected', mode: 'listening', conversationId: 'conv-42' });
    expect(events).toEqual([{ type: 'connected', conversationId: 'conv-42' }]);
    // The temporary microphone stream is released once the SDK has its own.
    expect(environment.microphone.track.stop).toHaveBeenCalled();
    expect(fake.calls[0]).toMatchObject({
      signedUrl: 'ws://localhost/agent?token=1',
      textOnly: false,
      overrides: { agent: { language: 'es' } },
      connectionDelay: CONNECTION_DELAY,
      useWakeLock: true,
    });
  });

  it('is idempotent: a second start while starting or connected returns the same conversation id', async () => {
    const { session, fake, untilStartSession, requestSignedUrl } = setup();
    const first = session.start(REQUEST);
    const second = session.start(REQUEST);
    expect(second).toBe(first);
    await untilStartSession();
    fake.connect('conv-7');
    expect(await first).toBe('conv-7');
    expect(await session.start(REQUEST)).toBe('conv-7');
    expect(fake.sdk.startSession).toHaveBeenCalledTimes(1);
    expect(requestSignedUrl).toHaveBeenCalledTimes(1);
  });

  it('follows the mode the SDK reports', async () => {
    const { session, conversation } = await connected();
    conversation.options.onModeChange?.({ mode: 'speaking' });
    expect(session.getState().mode).toBe('speaking');
    conversation.options.onModeChange?.({ mode: 'listening' });
    expect(session.getState().mode).toBe('listening');
  });

  it('ends by the user: disconnecting, then disconnected, and says so', async () => {
    const { session, statuses, events, conversation } = await connected();
    await session.end();
    expect(conversation.endSession).toHaveBeenCalled();
    expect(statuses).toEqual(['connecting', 'connected', 'disconnecting', 'disconnected']);
    expect(session.getState()).toMatchObject({ status: 'disconnected', ending: 'user', failure: null });
    expect(events.at(-1)).toEqual({ type: 'ended', by: 'user' });
  });

  it('ends by the agent when the socket closes with 1000', async () => {
    const { session, events, conversation } = await connected();
    conversation.options.onDisconnect?.({ reason: 'agent', closeCode: 1000 });
    expect(session.getState()).toMatchObject({ status: 'disconnected', ending: 'agent' });
    expect(events.at(-1)).toEqual({ type: 'ended', by: 'agent' });
  });

  it('reports a lost connection with the server reason', async () => {
    const { session, events, conversation } = await connected();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    conversation.options.onDisconnect?.({
      reason: 'error',
      message: 'The connection was closed by the server.',
      context: { type: 'close', code: 1011 },
    });
    const failure = { code: 'connectionLost', detail: 'The connection was closed by the server.' };
    expect(session.getState()).toMatchObject({ status: 'disconnected', ending: 'error', failure });
    expect(events.at(-1)).toEqual({ type: 'lost', failure });
  });

  it('fails to disconnected with the precheck failure, without opening a session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const denied = new DOMException('denied', 'NotAllowedError');
    const { session, events, statuses, fake } = setup({
      environment: fakeMicrophoneEnvironment({ getUserMedia: () => Promise.reject(denied) }),
    });
    await expect(session.start(REQUEST)).rejects.toBeInstanceOf(VoiceStartError);
    expect(statuses).toEqual(['connecting', 'disconnected']);
    expect(session.getState().failure?.code).toBe('microphoneBlocked');
    expect(events).toEqual([{ type: 'failed', failure: expect.objectContaining({ code: 'microphoneBlocked' }) }]);
    expect(fake.sdk.startSession).not.toHaveBeenCalled();
  });

  it('maps a microphone error raised by the SDK itself, and any other SDK error to connectionFailed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = setup();
    const failing = first.session.start(REQUEST);
    await first.untilStartSession();
    first.fake.fail(new DOMException('busy', 'NotReadableError'));
    await expect(failing).rejects.toBeInstanceOf(VoiceStartError);
    expect(first.session.getState().failure?.code).toBe('microphoneInUse');

    const second = setup();
    const closing = second.session.start(REQUEST);
    await second.untilStartSession();
    second.fake.fail(new Error('Connection closed 1006'));
    await expect(closing).rejects.toBeInstanceOf(VoiceStartError);
    expect(second.session.getState().failure?.code).toBe('connectionFailed');
  });

  it('gives up after the connect timeout and closes a session that opens later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, fake } = setup({ connectTimeoutMs: 30 });
    await expect(session.start(REQUEST)).rejects.toMatchObject({ failure: { code: 'connectTimeout' } });
    expect(session.getState()).toMatchObject({ status: 'disconnected', failure: { code: 'connectTimeout' } });
    const late = fake.connect();
    await vi.waitFor(() => expect(late.endSession).toHaveBeenCalled());
    expect(session.getState().status).toBe('disconnected');
  });

  it('abandons a start when ended while connecting, closing the session if it opens', async () => {
    const { session, fake, untilStartSession, events } = setup();
    const starting = session.start(REQUEST);
    await untilStartSession();
    await session.end();
    expect(session.getState().status).toBe('disconnected');
    const late = fake.connect();
    await expect(starting).rejects.toBeInstanceOf(VoiceCallCancelled);
    await vi.waitFor(() => expect(late.endSession).toHaveBeenCalled());
    expect(events).toEqual([{ type: 'ended', by: 'user' }]);
  });

  it('starts a text chat without the microphone', async () => {
    const environment = fakeMicrophoneEnvironment();
    const { session, fake, untilStartSession } = setup({ environment });
    const id = session.start({ ...REQUEST, textOnly: true });
    await untilStartSession();
    fake.connect();
    await id;
    expect(fake.calls[0]?.textOnly).toBe(true);
    expect(session.getState().isTextOnly).toBe(true);
    expect(environment.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });
});

describe('VoiceSession during a call', () => {
  it('keeps the transcript, showing typed messages once even when the agent echoes them', async () => {
    const { session, conversation } = await connected();
    conversation.agentSays('Hi, thanks for calling!', 1);
    session.sendMessage('  What are your hours?  ');
    expect(conversation.sentMessages).toEqual(['What are your hours?']);
    conversation.options.onMessage?.({ role: 'user', source: 'user', message: 'What are your hours?' });
    conversation.options.onMessage?.({ role: 'user', source: 'user', message: '…' });
    expect(session.getState().transcript).toEqual([
      { id: 1, role: 'agent', text: 'Hi, thanks for calling!', isUnrecognisedSpeech: false },
      { id: 2, role: 'user', text: 'What are your hours?', isUnrecognisedSpeech: false },
      { id: 3, role: 'user', text: '…', isUnrecognisedSpeech: true },
    ]);
  });

  it('mutes by setting the volume to 0, and unmutes to 1', async () => {
    const { session, conversation } = await connected();
    session.setMuted(true);
    expect(conversation.volume).toBe(0);
    expect(session.getState().isMuted).toBe(true);
    session.setMuted(false);
    expect(conversation.volume).toBe(1);
  });

  it('allows feedback once per agent response', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, conversation } = await connected();
    expect(session.getState().canSendFeedback).toBe(false);
    conversation.agentSays('Hello', 1);
    expect(session.getState().canSendFeedback).toBe(true);
    session.sendFeedback(true);
    session.sendFeedback(false);
    expect(conversation.feedback).toEqual([true]);
    expect(warn).toHaveBeenCalledOnce();
    conversation.agentSays('We open at nine.', 2);
    expect(session.getState().canSendFeedback).toBe(true);
    session.sendFeedback(false);
    expect(conversation.feedback).toEqual([true, false]);
  });

  it('ignores callbacks of a call that already ended', async () => {
    const { session, conversation } = await connected();
    await session.end();
    conversation.agentSays('late', 3);
    conversation.options.onModeChange?.({ mode: 'speaking' });
    expect(session.getState()).toMatchObject({ status: 'disconnected', mode: 'listening' });
  });
});
