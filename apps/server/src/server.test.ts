import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../test/logger';
import { createTestServer } from '../test/server';
import { startLocalSmtp } from '../test/smtp';

describe('createServer', () => {
  it('says at start which database and which mail adapter are active', async () => {
    const logger = createCapturingLogger();
    const server = await createTestServer({}, { logger });
    try {
      const adapters = logger.lines.find((l) => l.msg === 'adapters');
      expect(adapters?.fields.mail).toBe('outbox');
      const expected =
        server.deps.database.kind === 'pglite' ? /^PGlite/ : /^PostgreSQL 127\.0\.0\.1:5432\/receptiva_test_/;
      expect(adapters?.fields.database).toMatch(expected);
      expect(JSON.stringify(adapters)).not.toMatch(/password|secret/i);
    } finally {
      await server.close();
    }
  });

  it('names the SMTP adapter when SMTP_URL is set', async () => {
    const smtp = await startLocalSmtp();
    const logger = createCapturingLogger();
    const server = await createTestServer({ SMTP_URL: smtp.url }, { logger });
    try {
      expect(logger.lines.find((l) => l.msg === 'adapters')?.fields.mail).toBe('smtp');
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('logs each API request once with its request id, method, path and status', async () => {
    const logger = createCapturingLogger();
    const server = await createTestServer({}, { logger });
    try {
      await server.client().get('/api/health', { 'x-request-id': 'log-test-1' });
      await server.client().get('/api/nowhere', { 'x-request-id': 'log-test-2' });
      const requests = logger.lines.filter((l) => l.msg === 'request');
      expect(requests.find((l) => l.fields.requestId === 'log-test-1')?.fields).toMatchObject({
        method: 'GET',
        path: '/api/health',
        status: 200,
        ms: expect.any(Number),
      });
      expect(requests.filter((l) => l.fields.requestId === 'log-test-2')).toHaveLength(1);
      expect(requests.find((l) => l.fields.requestId === 'log-test-2')?.fields.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
