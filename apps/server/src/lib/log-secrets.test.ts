import { describe, expect, it } from 'vitest';
import { linkIn, pathAndQuery, readMailbox, signIn, signUpBody } from '../../test/accounts';
import { createTestServer } from '../../test/server';
import { betterAuthLogLevel } from './auth-log-level';
import { createLogger } from './logger';
import { redactPath } from './redact-path';

/**
 * A server's whole log (the real JSON logger at debug, every line it writes) through sign-up, confirmation, a wrong
 * password, a reset and bad requests, grepped for each secret the run used.
 */
describe('the log of an auth session', () => {
  it('holds no password, token, session cookie or SQL parameter, and no error line for client mistakes', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', {}, (_level, line) => lines.push(line));
    const server = await createTestServer({ LOG_LEVEL: 'debug' }, { logger });
    try {
      const body = signUpBody({ password: 'Sign-Up-Secret-4711' });
      const client = server.client();
      expect((await client.post('/api/auth/sign-up/email', body)).status).toBe(200);
      const [confirmation] = await readMailbox(client, body.email);
      const confirmLink = linkIn(confirmation!.text);
      expect((await client.get(pathAndQuery(confirmLink))).status).toBe(302);
      const sessionCookie = client.sessionToken!;

      const wrongPassword = 'Wrong-Guess-0815';
      expect((await signIn(server.client(), body.email, wrongPassword)).status).toBe(401);

      const visitor = server.client();
      expect((await visitor.post('/api/auth/request-password-reset', { email: body.email })).status).toBe(200);
      const resetMail = (await readMailbox(visitor, body.email)).find((mail) => mail.text.includes('reset=true'));
      const resetToken = linkIn(resetMail!.text).searchParams.get('token')!;
      // better-auth's own link form carries the token in the path.
      await visitor.get(`/api/auth/reset-password/${resetToken}?callbackURL=/auth`);
      const newPassword = 'Reset-Secret-2342';
      expect((await visitor.post('/api/auth/reset-password', { token: resetToken, newPassword })).status).toBe(200);

      // Bad requests: broken JSON with a password in it, an untrusted callback URL, a wrong-origin sign-in.
      const broken = await visitor.request('/api/auth/sign-in/email', {
        method: 'POST',
        body: `{"email":"${body.email}","password":"Broken-Json-Secret-99"`,
      });
      expect(broken.status).toBe(400);
      const untrusted = await visitor.post('/api/auth/sign-in/email', {
        email: body.email,
        password: newPassword,
        callbackURL: 'https://evil.example/steal',
      });
      expect(untrusted.status).toBe(403);
      const foreign = await visitor.post(
        '/api/auth/sign-in/email',
        { email: body.email, password: 'Foreign-Origin-Secret-77' },
        { origin: 'https://evil.example' },
      );
      expect(foreign.status).toBe(403);

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      const secrets = {
        signUpPassword: body.password,
        wrongPassword,
        newPassword,
        brokenJsonPassword: 'Broken-Json-Secret-99',
        foreignPassword: 'Foreign-Origin-Secret-77',
        resetToken,
        verificationToken: confirmLink.searchParams.get('token')!,
        sessionCookie,
        sessionToken: sessionCookie.split('.')[0]!,
      };
      for (const [name, secret] of Object.entries(secrets)) {
        expect(secret.length, name).toBeGreaterThan(8);
        expect(log.includes(secret), `${name} is in the log`).toBe(false);
      }
      expect(log).not.toMatch(/params: (?!\[redacted\])/);
      expect(log).toContain('[redacted]');
      const levels = lines.map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(levels.filter((line) => line.level === 'error')).toEqual([]);
      expect(levels.some((line) => line.level === 'warn' && line.msg.startsWith('better-auth: Invalid'))).toBe(true);
    } finally {
      await server.close();
    }
  }, 300_000);
});

describe('log helpers', () => {
  it('keeps better-auth errors that carry a real failure at error, and a caller mistake at warn', () => {
    expect(betterAuthLogLevel('error', 'Invalid origin: https://evil.example', [])).toBe('warn');
    const apiError = Object.assign(new Error('bad'), { name: 'APIError', status: 'BAD_REQUEST' });
    expect(betterAuthLogLevel('error', 'Failed', [apiError])).toBe('warn');
    expect(betterAuthLogLevel('error', 'Failed to read session', [new Error('connection refused')])).toBe('error');
    expect(betterAuthLogLevel('error', 'INTERNAL_SERVER_ERROR', [])).toBe('error');
    expect(betterAuthLogLevel('info', 'anything', [])).toBe('info');
  });

  it('redacts secret path segments and keeps ids and words', () => {
    expect(redactPath('/api/auth/reset-password/abcDEF123')).toBe('/api/auth/reset-password/[redacted]');
    expect(redactPath('/api/business-profile/shared/xyz')).toBe('/api/business-profile/shared/[redacted]');
    expect(redactPath('/api/x/Zk3pQ9vL2mN8rT5wY7aB1cD4')).toBe('/api/x/[redacted]');
    expect(redactPath('/api/team/0b8a3c1e-7f2d-4e6a-9b1c-2d3e4f5a6b7c')).toBe(
      '/api/team/0b8a3c1e-7f2d-4e6a-9b1c-2d3e4f5a6b7c',
    );
    expect(redactPath('/api/admin/orders/export.csv')).toBe('/api/admin/orders/export.csv');
  });
});
