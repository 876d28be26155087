import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeSecurityHeaders, parseCsp } from '../../test/security-header-checker';
import { createTestServer, type TestServer } from '../../test/server';
import { createApp } from '../app';

const webDist = mkdtempSync(path.join(tmpdir(), 'receptiva-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><div id="root"></div></html>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app-0123abcd.js'), 'export {};');
writeFileSync(path.join(webDist, 'assets', 'logo-0123abcd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const PATHS = ['/', '/pricing', '/api/health', '/api/nope', '/assets/app-0123abcd.js', '/assets/logo-0123abcd.svg'];

async function gradeAll(server: TestServer, expected: Parameters<typeof gradeSecurityHeaders>[1]) {
  const app = createApp({ ...server.deps, webDist });
  const graded: Record<string, string[]> = {};
  for (const url of PATHS) graded[url] = gradeSecurityHeaders((await app.request(url)).headers, expected);
  return graded;
}

const passes = Object.fromEntries(PATHS.map((url) => [url, []]));

/** Like useTestServer, with room for a busy machine: two servers start in this file. */
function serverWith(env: Record<string, string>) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(env);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}

describe('security headers in local voice mode on http, graded by the offline checker', () => {
  const server = serverWith({ PUBLIC_URL: 'http://localhost:3000' });

  it('connect-src is our own origin only, and no HSTS, on pages, the API and /assets', async () => {
    expect(await gradeAll(server(), { connectOrigins: ['ws://localhost:3000'], https: false })).toEqual(passes);
  });
});

describe('security headers with ElevenLabs on https, graded by the offline checker', () => {
  const server = serverWith({
    PUBLIC_URL: 'https://www.receptiva.example',
    ELEVENLABS_API_KEY: 'xi-test-key-0123',
    ELEVENLABS_API_URL: 'https://api.eu.residency.elevenlabs.io',
  });

  it('connect-src is its WebSocket host and ours, HSTS for a year or more', async () => {
    const expected = {
      connectOrigins: ['wss://www.receptiva.example', 'wss://api.eu.residency.elevenlabs.io'],
      https: true,
    };
    expect(await gradeAll(server(), expected)).toEqual(passes);
    const csp = parseCsp((await server().client().get('/api/health')).headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'wss://www.receptiva.example',
      'wss://api.eu.residency.elevenlabs.io',
    ]);
  });
});

describe('the checker', () => {
  const headers = (csp: string, extra: Record<string, string> = {}) =>
    new Headers({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...extra,
    });
  const base = "default-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";
  const local = { connectOrigins: ['ws://localhost:3000'], https: false };

  it('passes a strict policy', () => {
    expect(gradeSecurityHeaders(headers(base), local)).toEqual([]);
  });

  it('fails inline scripts, any-host WebSockets, an unknown host, a missing HSTS and a missing CSP', () => {
    expect(gradeSecurityHeaders(headers(`${base}; script-src 'self' 'unsafe-inline'`), local)).toEqual([
      "script-src allows 'unsafe-inline'",
    ]);
    expect(gradeSecurityHeaders(headers(`${base}; connect-src 'self' ws: wss:`), local)).toEqual([
      'connect-src allows ws:',
      'connect-src allows wss:',
    ]);
    expect(gradeSecurityHeaders(headers(`${base}; connect-src 'self' wss://evil.example`), local)).toEqual([
      'connect-src names an unexpected wss://evil.example',
    ]);
    expect(gradeSecurityHeaders(headers(base), { ...local, https: true })).toEqual(['HSTS max-age 0, under a year']);
    expect(gradeSecurityHeaders(new Headers(), local)).toEqual(['no Content-Security-Policy']);
    expect(gradeSecurityHeaders(headers("default-src 'self'"), local)).toEqual([
      "object-src is 'self', not 'none'",
      "frame-ancestors is missing, not 'none' or 'self'",
      "base-uri is missing, not 'none' or 'self'",
    ]);
  });
});
