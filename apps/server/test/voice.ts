import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { createTestServer, type TestServer, type TestServerOptions } from './server';

export interface ListeningServer {
  server: TestServer;
  port: number;
  close(): Promise<void>;
}

/** The test server on a real port (WebSocket upgrades need a socket), with the local agent's upgrade handler. */
export async function createListeningServer(
  overrides: Record<string, string | undefined> = {},
  options: TestServerOptions = {},
): Promise<ListeningServer> {
  const server = await createTestServer({ VOICE_LOCAL_SPEECH: 'tone', ...overrides }, options);
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', resolve));
  http.on('upgrade', server.handleUpgrade);
  return {
    server,
    port: (http.address() as AddressInfo).port,
    close: async () => {
      const callsEnded = server.endVoiceCalls();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await callsEnded;
      await server.close();
    },
  };
}

// Tests read nested protocol fields freely; a wrong path fails the assertion that uses it.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type ServerMessage = { type: string } & Record<string, any>;

/** A plain WebSocket client that keeps every message, as the ElevenLabs SDK would receive them. */
export class VoiceClient {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  constructor(
    readonly socket: WebSocket,
    answerPings = true,
  ) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(message);
      // The SDK answers every ping.
      if (answerPings && message.type === 'ping') this.send({ type: 'pong', event_id: message.ping_event.event_id });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  /** Opens the URL like the SDK: its own query parameters appended, subprotocol `convai`. */
  static async open(signedUrl: string, options: { answerPings?: boolean } = {}): Promise<VoiceClient> {
    const socket = new WebSocket(`${signedUrl}&source=js_sdk&version=1.25.0`, ['convai']);
    const client = new VoiceClient(socket, options.answerPings ?? true);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
    return client;
  }

  /** Sends the SDK's first message and waits for the metadata. */
  async start(overrides: Record<string, unknown> = {}): Promise<void> {
    this.send({ type: 'conversation_initiation_client_data', ...overrides });
    await this.waitFor((m) => m.type === 'conversation_initiation_metadata');
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  ofType(type: string): ServerMessage[] {
    return this.messages.filter((m) => m.type === type);
  }

  /** The first message after index `from` that matches; fails after `timeoutMs`. */
  async waitFor(match: (m: ServerMessage) => boolean, from = 0, timeoutMs = 10_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('socket closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${this.messages.map((m) => m.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Hangs up like the SDK (1000) and waits until the socket is closed. */
  async hangUp(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(1000, 'User ended conversation');
    await this.closed;
  }
}

/** `seconds` of PCM16 16 kHz: a 440 Hz tone at `level` (0–1), or silence at level 0. */
export function pcm(seconds: number, level: number): Buffer {
  const samples = Math.round(seconds * 16_000);
  const bytes = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    bytes.writeInt16LE(Math.round(level * 32767 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
  }
  return bytes;
}

/** Sends audio as the SDK does: `{ user_audio_chunk }` frames of 32 ms, without a `type`. */
export function sendAudio(client: VoiceClient, audio: Buffer): void {
  const chunk = 512 * 2;
  for (let offset = 0; offset < audio.length; offset += chunk) {
    client.send({ user_audio_chunk: audio.subarray(offset, offset + chunk).toString('base64') });
  }
}
