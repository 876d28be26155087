import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpBody } from '../test/accounts';
import { TEST_ORIGIN } from '../test/client';
import { buildServerBundle } from '../test/processes/build-server';
import { PROCESS_TEST_PORTS } from '../test/processes/ports';
import { createProcessDatabase, type ProcessDatabase } from '../test/processes/process-database';
import { startServerProcess } from '../test/processes/server-process';
import { startSlowRequest } from '../test/processes/slow-request';
import { VoiceClient } from '../test/voice';
import { users } from './db/schema';

/** Whether a new connection to the server is refused (the listener closed), as opposed to answered. */
const isRefused = (url: string) =>
  fetch(`${url}/api/health`, { headers: { connection: 'close' } }).then(
    () => false,
    () => true,
  );

describe('graceful shutdown of the built server (SIGTERM), on this run’s engine', () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let database: ProcessDatabase;
  beforeAll(async () => {
    bundle = buildServerBundle();
    database = await createProcessDatabase();
  }, 300_000);
  afterAll(async () => {
    bundle?.remove();
    await database?.remove();
  });

  it('fails readiness first, stops accepting, finishes the request in flight, says goodbye on voice, exits 0', async () => {
    const server = await startServerProcess({
      name: 'server',
      entry: bundle.entry,
      port: PROCESS_TEST_PORTS.shutdown,
      env: { ...database.env, SHUTDOWN_DELAY_SECONDS: '3', SHUTDOWN_TIMEOUT_SECONDS: '20' },
    });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const signedUrl = await server.client().post('/api/functions/voice-conversation', { agentId: 'demo-dental' });
    expect(signedUrl.status).toBe(200);
    const call = await VoiceClient.open(((await signedUrl.json()) as { signedUrl: string }).signedUrl);
    await call.start();

    const account = signUpBody();
    const slow = startSlowRequest(server.url, '/api/auth/sign-up/email', JSON.stringify(account), {
      origin: TEST_ORIGIN,
    });

    server.child.kill('SIGTERM');
    // Readiness fails while the instance still answers everything else (liveness stays 200).
    await vi.waitFor(
      async () => {
        const response = await fetch(`${server.url}/api/ready`, { headers: { connection: 'close' } });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'draining' });
      },
      { timeout: 10_000, interval: 50 },
    );
    // Liveness is about the process, not about traffic: still 200 while draining.
    expect((await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);

    // Then the listener closes: new connections are refused while the upload is still in flight.
    await vi.waitFor(async () => expect(await isRefused(server.url)).toBe(true), { timeout: 15_000, interval: 100 });
    const goodbye = await call.waitFor(
      (m) => m.type === 'agent_response' && /restarts/.test(m.agent_response_event.agent_response),
    );
    expect(goodbye.agent_response_event.agent_response).toMatch(/call again/);
    expect(await call.closed).toMatchObject({ code: 1000 });

    const answer = await slow.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ user: { email: account.email } });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logs.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([
        'shutting down: readiness now fails',
        'listener closed: finishing requests in flight',
        'stopped',
      ]),
    );
    // The request that finished during the drain was committed before the database closed.
    const saved = await database.readAfterExit((db) => db.select().from(users).where(eq(users.email, account.email)));
    expect(saved, answer.body).toHaveLength(1);
  }, 900_000);
});
