import { UNRECOGNISED_SPEECH_TRANSCRIPT, VOICE_CLIENT_TOOLS } from '@receptiva/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createListeningServer,
  type ListeningServer,
  pcm,
  type ServerMessage,
  sendAudio,
  VoiceClient,
} from '../../../../test/voice';
import { LOCAL_AGENT_PATH } from './paths';
import { issueSessionToken } from './session-token';

const SECRET = 'receptiva-test-secret-0123456789-abcdefghij';

let serial = 0;
async function signedUrl(target: ListeningServer, agentId = 'demo-dental'): Promise<string> {
  const response = await target.server.client().request('/api/functions/voice-conversation', {
    method: 'POST',
    json: { agentId },
    headers: { host: `127.0.0.1:${target.port}`, 'x-forwarded-for': `10.0.${serial >> 8}.${++serial % 250}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { signedUrl: string }).signedUrl;
}

/** Status of a refused upgrade (or 101 when it was accepted). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['convai']);
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

const audioAfter = (client: VoiceClient, eventId: number) =>
  client.ofType('audio').filter((m) => m.audio_event.event_id > eventId);
const responseText = (m: ServerMessage) => m.agent_response_event.agent_response as string;

describe('local demo agent (WebSocket, ElevenLabs protocol)', () => {
  let target: ListeningServer;
  beforeAll(async () => {
    target = await createListeningServer({
      TRUST_PROXY: 'true',
      VOICE_PING_INTERVAL_SECONDS: '0.2',
      VOICE_MAX_LOCAL_SESSIONS: '4',
    });
  });
  afterAll(async () => {
    await target?.close();
  });

  it('echoes the convai subprotocol, sends the metadata first, then the first message with PCM audio', async () => {
    const client = await VoiceClient.open(await signedUrl(target));
    expect(client.socket.protocol).toBe('convai');
    // Nothing is sent before the client's initiation data.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages).toHaveLength(0);
    await client.start();
    expect(client.messages[0]).toEqual({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: expect.stringMatching(/^local_/),
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    const greeting = await client.waitFor((m) => m.type === 'agent_response');
    expect(responseText(greeting)).toMatch(/^Hi, thank you for calling Bright Smile Dental/);
    await client.waitFor((m) => m.type === 'audio');
    const audio = client.ofType('audio');
    const ids = audio.map((m) => m.audio_event.event_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBeGreaterThan(greeting.agent_response_event.event_id);
    const bytes = Buffer.from(audio[0]!.audio_event.audio_base_64, 'base64');
    expect(bytes.length % 2).toBe(0);
    expect(Math.max(...new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2))).toBeGreaterThan(1000);
    await client.hangUp();
  });

  it('pings every interval and keeps a socket that answers with pong', async () => {
    const client = await VoiceClient.open(await signedUrl(target));
    await client.start();
    const first = await client.waitFor((m) => m.type === 'ping');
    expect(first.ping_event.event_id).toEqual(expect.any(Number));
    client.send({ type: 'pong', event_id: first.ping_event.event_id });
    const from = client.messages.length;
    const later = await client.waitFor((m) => m.type === 'ping', from);
    expect(later.ping_event.event_id).toBeGreaterThan(first.ping_event.event_id);
    expect(later.ping_event.ping_ms).toEqual(expect.any(Number));
    await client.hangUp();
  });

  it('closes a dead socket that stops answering', async () => {
    const client = await VoiceClient.open(await signedUrl(target), { answerPings: false });
    await client.start();
    // No pong, no audio, nothing: after three ping intervals the server drops it.
    const { code } = await client.closed;
    expect(code).not.toBe(1000);
  });

  it('answers a typed question from the agent’s prompt, with text and audio', async () => {
    const client = await VoiceClient.open(await signedUrl(target));
    await client.start({ conversation_config_override: { agent: { first_message: 'Hello from the test.' } } });
    await client.waitFor((m) => m.type === 'agent_response');
    const from = client.messages.length;
    client.send({ type: 'user_message', text: 'What are your opening hours on Friday?' });
    const transcript = await client.waitFor((m) => m.type === 'user_transcript', from);
    expect(transcript.user_transcription_event.user_transcript).toBe('What are your opening hours on Friday?');
    const reply = await client.waitFor((m) => m.type === 'agent_response', from);
    expect(responseText(reply)).toContain('Friday from 7 AM to 3 PM');
    await client.waitFor((m) => m.type === 'audio' && m.audio_event.event_id > reply.agent_response_event.event_id);
    await client.hangUp();
  });

  it('hears a spoken turn (tone, then 700 ms of silence) and answers it', async () => {
    const client = await VoiceClient.open(await signedUrl(target));
    await client.start();
    await client.waitFor((m) => m.type === 'audio');
    // Quiet noise and a short click are not a turn.
    sendAudio(client, Buffer.concat([pcm(0.5, 0.003), pcm(0.1, 0.5), pcm(1, 0)]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.ofType('user_transcript')).toHaveLength(0);
    const from = client.messages.length;
    sendAudio(client, Buffer.concat([pcm(0.8, 0.3), pcm(0.5, 0)]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Still within the 700 ms of silence: the caller may go on.
    expect(client.ofType('user_transcript')).toHaveLength(0);
    sendAudio(client, pcm(0.3, 0));
    const transcript = await client.waitFor((m) => m.type === 'user_transcript', from);
    expect(transcript.user_transcription_event.user_transcript).toBe(UNRECOGNISED_SPEECH_TRANSCRIPT);
    const reply = await client.waitFor((m) => m.type === 'agent_response', from);
    // The dental script's first step after the greeting: qualify the caller.
    expect(responseText(reply)).toBe(
      'Are you a new or existing patient, and which dental insurance do you have, if any?',
    );
    await client.hangUp();
  });

  it('opens the booking form through the page’s tool and answers the tool’s result', async () => {
    const client = await VoiceClient.open(await signedUrl(target, 'demo-hvac'));
    await client.start();
    const from = client.messages.length;
    client.send({ type: 'user_message', text: 'My AC is blowing warm air, can I book a technician?' });
    const call = await client.waitFor((m) => m.type === 'client_tool_call', from);
    expect(call.client_tool_call).toEqual({
      tool_name: VOICE_CLIENT_TOOLS.openBookingForm,
      tool_call_id: expect.any(String),
      parameters: { businessType: 'HVAC' },
      expects_response: true,
    });
    const before = client.messages.length;
    client.send({ type: 'client_tool_result', tool_call_id: 'someone-elses-call', result: 'x', is_error: false });
    client.send({
      type: 'client_tool_result',
      tool_call_id: call.client_tool_call.tool_call_id,
      result: 'opened',
      is_error: false,
    });
    const reply = await client.waitFor((m) => m.type === 'agent_response', before);
    expect(responseText(reply)).toMatch(/^The form is open/);
    await client.hangUp();
  });

  it('hangs up with 1000 after saying goodbye', async () => {
    const client = await VoiceClient.open(await signedUrl(target, 'demo-restaurant'));
    await client.start();
    client.send({ type: 'user_message', text: 'Thanks, bye!' });
    const goodbye = await client.waitFor((m) => m.type === 'agent_response' && /goodbye/i.test(responseText(m)));
    expect(responseText(goodbye)).toContain('Trattoria Bella');
    expect(await client.closed).toEqual({ code: 1000, reason: 'Call ended' });
  });

  it('survives malformed, binary, unknown and oversized frames, and still answers', async () => {
    const client = await VoiceClient.open(await signedUrl(target));
    await client.start({ conversation_config_override: { conversation: { text_only: true } } });
    for (const frame of [
      '{not json',
      '',
      'null',
      '[1,2,3]',
      '{"type":"no_such_type"}',
      '{"type":"user_message"}',
      '{"type":"user_message","text":42}',
      '{"user_audio_chunk":"%%%not base64%%%"}',
      '{"user_audio_chunk":42}',
      '{"type":"pong","event_id":"x"}',
      '{"type":"feedback","score":"like","event_id":1}',
      '{"type":"contextual_update","text":"The caller is on the pricing page."}',
      '{"type":"user_activity"}',
    ]) {
      client.send(frame);
    }
    client.socket.send(Buffer.from([0xff, 0x00, 0x13, 0x37]), { binary: true });
    const from = client.messages.length;
    client.send({ type: 'user_message', text: 'How much does a tune-up cost?' });
    const reply = await client.waitFor((m) => m.type === 'agent_response', from);
    expect(responseText(reply)).toContain('129 dollars');
    // Text-only calls get no audio.
    expect(client.ofType('audio')).toHaveLength(0);

    // A frame over the 64 KB limit closes that socket with 1009, and the server carries on.
    client.send({ type: 'user_message', text: 'x'.repeat(70_000) });
    expect((await client.closed).code).toBe(1009);
    const next = await VoiceClient.open(await signedUrl(target));
    await next.start();
    await next.hangUp();
  });

  it('refuses a reused, expired, forged or missing token', async () => {
    const url = await signedUrl(target);
    const first = await VoiceClient.open(url);
    expect(await upgradeStatus(`${url}&source=js_sdk`)).toBe(401);
    await first.hangUp();

    const expired = await issueSessionToken(target.server.db, {
      voiceAgentId: 'demo-dental',
      ttlSeconds: 300,
      secret: SECRET,
      now: Date.now() - 301_000,
    });
    const base = `ws://127.0.0.1:${target.port}${LOCAL_AGENT_PATH}`;
    expect(await upgradeStatus(`${base}?token=${expired}`)).toBe(401);

    const [payload, signature] = new URL(await signedUrl(target)).searchParams.get('token')!.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), voiceAgentId: 'demo-legal' })).toString('base64url')}.${signature}`;
    expect(await upgradeStatus(`${base}?token=${forged}`)).toBe(401);
    const otherKey = await issueSessionToken(target.server.db, {
      voiceAgentId: 'demo-dental',
      ttlSeconds: 300,
      secret: 'x'.repeat(40),
    });
    expect(await upgradeStatus(`${base}?token=${otherKey}`)).toBe(401);
    expect(await upgradeStatus(base)).toBe(401);
    expect(await upgradeStatus(`ws://127.0.0.1:${target.port}/api/somewhere-else?token=x`)).toBe(404);
  });

  it('caps concurrent calls: the next URL and upgrade are refused until a line is free', async () => {
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = await VoiceClient.open(await signedUrl(target));
        await client.start();
        return client;
      }),
    );
    const refused = await target.server.client().request('/api/functions/voice-conversation', {
      method: 'POST',
      json: { agentId: 'demo-dental' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: { code: 'VOICE_UNAVAILABLE' } });

    // With a line free again, two URLs are handed out; the first one used takes the line, the second is refused.
    await clients[0]!.hangUp();
    const [first, second] = [await signedUrl(target), await signedUrl(target)];
    const taken = await VoiceClient.open(first!);
    expect(await upgradeStatus(second!)).toBe(503);
    for (const client of [...clients.slice(1), taken]) await client.hangUp();
    // The refused URL was not used up: it works once a line is free.
    const late = await VoiceClient.open(second!);
    await late.hangUp();
  });
});

describe('local demo agent: speech and call length', () => {
  let target: ListeningServer;
  beforeAll(async () => {
    target = await createListeningServer({ VOICE_LOCAL_SPEECH: 'espeak', VOICE_MAX_CALL_SECONDS: '4' });
  });
  afterAll(async () => {
    await target?.close();
  });

  it('speaks with eSpeak NG, and stops the old reply’s audio when the caller talks over it', async () => {
    const client = await VoiceClient.open(await signedUrl(target, 'demo-med-spa'));
    await client.start();
    const greeting = await client.waitFor((m) => m.type === 'agent_response');
    await client.waitFor((m) => m.type === 'audio', 0, 20_000);
    const greetingAudio = () => audioAfter(client, greeting.agent_response_event.event_id);
    // Speech, not a cue tone: the greeting lasts seconds, so it is still streaming now.
    sendAudio(client, pcm(0.4, 0.3));
    const interruption = await client.waitFor((m) => m.type === 'interruption');
    const sentBefore = greetingAudio().filter((m) => m.audio_event.event_id < interruption.interruption_event.event_id);
    const seconds =
      sentBefore.reduce((sum, m) => sum + Buffer.from(m.audio_event.audio_base_64, 'base64').length, 0) / 32_000;
    // At least the 500 ms sent ahead (the cue tone fallback would be 0.3 s), and far from the whole greeting.
    expect(seconds).toBeGreaterThanOrEqual(0.5);
    expect(seconds).toBeLessThan(3);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Nothing of the interrupted reply after the interruption: any later audio belongs to a newer reply.
    const newer = client
      .ofType('agent_response')
      .filter((m) => m.agent_response_event.event_id > interruption.interruption_event.event_id);
    const firstNewId = newer[0]?.agent_response_event.event_id ?? Number.POSITIVE_INFINITY;
    const stray = greetingAudio().filter(
      (m) => m.audio_event.event_id > interruption.interruption_event.event_id && m.audio_event.event_id < firstNewId,
    );
    expect(stray).toHaveLength(0);
    await client.hangUp();
  });

  it('ends the call with 1000 at the maximum call length', async () => {
    const client = await VoiceClient.open(await signedUrl(target, 'demo-insurance'));
    await client.start({ conversation_config_override: { conversation: { text_only: true } } });
    const started = Date.now();
    const timeUp = await client.waitFor(
      (m) => m.type === 'agent_response' && /end of this demo call/.test(responseText(m)),
    );
    expect(timeUp).toBeDefined();
    expect(Date.now() - started).toBeGreaterThan(3000);
    expect((await client.closed).code).toBe(1000);
  });
});
