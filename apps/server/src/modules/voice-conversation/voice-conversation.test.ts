import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/server';
import { demoAgents, voiceSessionTokens } from '../../db/schema';
import { verifySessionToken } from '../../lib/voice/local-agent/session-token';

const SECRET = 'receptiva-test-secret-0123456789-abcdefghij';
let serial = 0;
const fromIp = (ip = `198.51.100.${++serial % 250}`) => ({ 'x-forwarded-for': ip });

describe('POST /api/functions/voice-conversation with the local agent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ TRUST_PROXY: 'true', VOICE_RATE_LIMIT_PER_IP: '3', VOICE_LOCAL_SPEECH: 'tone' });
  });
  afterAll(async () => {
    await server?.close();
  });
  const call = (body: unknown, headers: Record<string, string> = fromIp()) =>
    server.client().request('/api/functions/voice-conversation', {
      method: 'POST',
      ...(typeof body === 'string' ? { body } : { json: body }),
      headers,
    });

  it('returns a signed ws:// URL to the local agent on the host the browser used', async () => {
    const response = await call({ agentId: 'demo-dental' }, { ...fromIp(), host: 'demo.example.test:8080' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    const url = new URL(signedUrl);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('ws://demo.example.test:8080/api/voice/local-agent');
    const claims = verifySessionToken(url.searchParams.get('token')!, SECRET);
    expect(claims).toMatchObject({ voiceAgentId: 'demo-dental' });
    // Five minutes by default.
    expect(claims!.expiresAt - Date.now()).toBeGreaterThan(290_000);
    expect(claims!.expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
    const [row] = await server.db.select().from(voiceSessionTokens).where(eq(voiceSessionTokens.id, claims!.id));
    expect(row).toMatchObject({ voiceAgentId: 'demo-dental', usedAt: null });
  });

  it('answers wss:// behind a TLS proxy (X-Forwarded-Proto and -Host, TRUST_PROXY on)', async () => {
    const response = await call(
      { agentId: 'demo-hvac' },
      { ...fromIp(), 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.receptiva.test' },
    );
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    expect(signedUrl).toMatch(/^wss:\/\/www\.receptiva\.test\/api\/voice\/local-agent\?token=/);
  });

  it('reads the proto and host our proxy appended, not the ones a client put first', async () => {
    const response = await call(
      { agentId: 'demo-hvac' },
      { ...fromIp(), 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, www.receptiva.test' },
    );
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    expect(signedUrl).toMatch(/^wss:\/\/www\.receptiva\.test\/api\/voice\/local-agent\?token=/);
  });

  it('refuses an unknown or inactive agent with 404 NOT_FOUND', async () => {
    await server.db.update(demoAgents).set({ isActive: false }).where(eq(demoAgents.voiceAgentId, 'demo-legal'));
    for (const agentId of ['no-such-agent', 'demo-legal']) {
      const response = await call({ agentId });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: 'NOT_FOUND', fields: { agentId: expect.any(String) } },
      });
    }
    await server.db.update(demoAgents).set({ isActive: true }).where(eq(demoAgents.voiceAgentId, 'demo-legal'));
  });

  it.each([
    ['no agent id', {}],
    ['an empty agent id', { agentId: '  ' }],
    ['a number', { agentId: 42 }],
    ['an object', { agentId: { $ne: '' } }],
    ['odd characters', { agentId: '../../etc/passwd' }],
    ['a huge id', { agentId: 'a'.repeat(10_000) }],
    ['an array body', []],
    ['null', null],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses malformed JSON with 400 INVALID_JSON', async () => {
    const response = await call('{"agentId":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
  });

  it('limits calls per IP address (VOICE_RATE_LIMIT_PER_IP)', async () => {
    const ip = fromIp('203.0.113.9');
    for (let i = 0; i < 3; i += 1) expect((await call({ agentId: 'demo-dental' }, ip)).status).toBe(200);
    const refused = await call({ agentId: 'demo-dental' }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call({ agentId: 'demo-dental' }, fromIp('203.0.113.10'))).status).toBe(200);
  });
});
