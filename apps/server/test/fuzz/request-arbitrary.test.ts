import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './body-arbitrary';
import { describeRequest, requestTarget } from './describe-request';
import { listOperations } from './openapi-document';
import { type FuzzRequest, requestArbitrary } from './request-arbitrary';
import { sampleDocument } from './sample-document';

const sample = (path: string, method: string, numRuns = 1000) =>
  fc.sample(requestArbitrary(sampleDocument, path, method), { numRuns, seed: 20_240_501 });

const share = (requests: FuzzRequest[], predicate: (request: FuzzRequest) => boolean) =>
  requests.filter(predicate).length / requests.length;

const toRequest = (request: FuzzRequest) =>
  new Request(`http://localhost${requestTarget(request)}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });

describe('requestArbitrary', () => {
  it('lists every operation of the document', () => {
    expect(listOperations(sampleDocument).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'post /api/things/{id}',
      'delete /api/things/{id}/parts/{partId}',
      'get /api/tree',
      'post /api/forms',
      'post /api/webhooks/payments',
    ]);
  });

  it('fills every path parameter, one segment each, and goes well past the schema now and then', () => {
    const requests = sample('/api/things/{id}/parts/{partId}', 'delete');
    for (const { path } of requests) {
      expect(path).not.toMatch(/[{}]/);
      expect(path.split('/')).toHaveLength(6);
      expect(path.startsWith('/api/things/')).toBe(true);
    }
    const segments = requests.flatMap(({ path }) => path.split('/').slice(3));
    for (const hostile of ['%00', '..', '%ED%A0%80']) expect(segments).toContain(hostile);
    expect(segments.some((segment) => segment.length >= 1000)).toBe(true);
  });

  it('sends a declared content type most of the time, sometimes a wrong one or none', () => {
    const requests = sample('/api/things/{id}', 'post');
    expect(share(requests, (r) => r.headers['content-type'] === 'application/json')).toBeGreaterThanOrEqual(0.6);
    expect(share(requests, (r) => r.headers['content-type'] === undefined)).toBeGreaterThan(0);
    expect(
      share(requests, (r) => r.headers['content-type']?.startsWith('multipart/form-data') ?? false),
    ).toBeGreaterThan(0);
  });

  it('stays under 1 MB and puts escaped NUL, lone surrogates, broken JSON and non-objects in bodies', () => {
    const bodies = sample('/api/things/{id}', 'post').map((request) => request.body ?? '');
    expect(Math.max(...bodies.map((body) => Buffer.byteLength(body)))).toBeLessThan(MAX_BODY_BYTES);
    expect(bodies.some((body) => body.includes('\\u0000'))).toBe(true);
    expect(bodies.some((body) => /\\ud[89a-f][0-9a-f]{2}/.test(body))).toBe(true);
    expect(bodies.some((body) => body.length > 100_000)).toBe(true);
    expect(bodies).toContain('');
    const parsed = bodies.map((body) => {
      try {
        return { value: JSON.parse(body) as unknown };
      } catch {
        return undefined;
      }
    });
    expect(parsed).toContain(undefined);
    expect(parsed.some((result) => result !== undefined && Array.isArray(result.value))).toBe(true);
  });

  it('builds a request fetch accepts, every time: headers are ByteStrings, GET and HEAD carry no body', () => {
    for (const { path, method } of listOperations(sampleDocument)) {
      fc.assert(
        fc.property(requestArbitrary(sampleDocument, path, method), (request) => {
          expect(() => toRequest(request)).not.toThrow();
        }),
        { numRuns: 300, seed: 7 },
      );
    }
  });

  it('encodes declared forms so the platform parses them', async () => {
    const declared = sample('/api/forms', 'post', 300).filter(
      (r) =>
        r.headers['content-type']?.includes('boundary=----receptiva') ||
        r.headers['content-type'] === 'application/x-www-form-urlencoded',
    );
    expect(declared.length).toBeGreaterThan(150);
    for (const request of declared) await expect(toRequest(request).formData()).resolves.toBeInstanceOf(FormData);
  });

  it('builds the query from query parameters, with repeated and unknown keys now and then', () => {
    const queries = sample('/api/tree', 'get').map((request) => new URLSearchParams(request.query));
    expect(share(sample('/api/tree', 'get'), (r) => r.body === undefined)).toBe(1);
    expect(queries.filter((query) => query.has('root')).length / queries.length).toBeGreaterThanOrEqual(0.7);
    expect(queries.some((query) => query.getAll('root').length > 1)).toBe(true);
    expect(queries.some((query) => [...query.keys()].some((key) => key !== 'root'))).toBe(true);
  });

  it('sends header and cookie parameters', () => {
    const requests = sample('/api/webhooks/payments', 'post', 300);
    expect(share(requests, (r) => 'stripe-signature' in r.headers)).toBeGreaterThanOrEqual(0.7);
    expect(requests.some((request) => request.headers.cookie?.startsWith('sid='))).toBe(true);
  });

  it('names an operation the document does not have', () => {
    expect(() => requestArbitrary(sampleDocument, '/api/nothing', 'get')).toThrow('GET /api/nothing');
  });
});

describe('describeRequest', () => {
  it('gives method, target, content type and the body cut to 300 characters, escapes visible', () => {
    const line = describeRequest({
      method: 'POST',
      path: '/api/things/a%00',
      query: 'page=1',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"\u0000${'x'.repeat(1000)}"}`,
    });
    expect(line.startsWith('POST /api/things/a%00?page=1 [application/json] "{\\"name\\":\\"\\u0000xxx')).toBe(true);
    expect(line).toContain('… (1012 chars)');
    expect(line.length).toBeLessThan(400);
  });

  it('says when there is no content type or body', () => {
    expect(describeRequest({ method: 'GET', path: '/api/tree', query: '', headers: {}, body: undefined })).toBe(
      'GET /api/tree [(no content-type)] (no body)',
    );
  });
});
