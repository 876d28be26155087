import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../src/api/route-registry';
import { type Actor, type ActorName, createActors } from '../actors';
import { createTestServer } from '../server';
import { installWriteLog } from '../write-log';
import { describeRequest, requestTarget } from './describe-request';
import type { OpenApiDocument } from './openapi-document';
import { requestArbitrary } from './request-arbitrary';

/** At least 500 generated requests per route (issue 12); `FUZZ_RUNS` raises it, `FUZZ_SEED` replays a run. */
const RUNS = Math.max(500, Number(process.env.FUZZ_RUNS ?? 500));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Issue 12: requests generated from each route's own schema (valid, edge and hostile values; broken bodies; wrong
 * content types) never get a 5xx, and a refused request writes nothing. The routes are dealt into `parts` test
 * files so that they run on several workers at once; each file fuzzes every `parts`-th route from `part`.
 */
export async function fuzzRoutes({ part, parts }: { part: number; parts: number }): Promise<void> {
  // Limits raised so that valid requests keep reaching the handlers and the database instead of a 429.
  const server = await createTestServer({
    AUTH_RATE_LIMIT_PER_IP: '100000',
    BOOKING_RATE_LIMIT_PER_IP: '100000',
    BOOKING_RATE_LIMIT_PER_EMAIL: '100000',
    NEWSLETTER_RATE_LIMIT_PER_IP: '100000',
    NEWSLETTER_RATE_LIMIT_PER_EMAIL: '100000',
    MAIL_RATE_LIMIT_PER_RECIPIENT: '100000',
    ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000',
    VOICE_RATE_LIMIT_PER_IP: '100000',
  });
  afterAll(() => server.close());
  const actors = await createActors(server);
  const writes = await installWriteLog(server.db);
  const document = (await (await server.client().get('/api/openapi.json')).json()) as OpenApiDocument;

  /** The caller that gets furthest into a route: a paying member passes every policy but staff and admin. */
  const callerFor = (access: string | undefined): Actor =>
    actors[(access === 'staff' || access === 'admin' ? 'admin' : 'member') satisfies ActorName];

  describe(`fuzzing every route from its schema (part ${part} of ${parts})`, () => {
    const operations = operationsOf(document as unknown as Record<string, unknown>);
    for (const operation of operations.filter((_, index) => index % parts === part - 1)) {
      it(`${operation.method} ${operation.path}: no 5xx and no write on refusal in ${RUNS} requests`, async () => {
        const caller = callerFor(operation.access);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(document, operation.path, operation.method), async (request) => {
            const mark = await writes.mark();
            const response = await caller.client.requestRaw(requestTarget(request), request);
            const what = `${response.status} for ${describeRequest(request)}: ${(await response.text()).slice(0, 300)}`;
            expect(response.status, what).toBeLessThan(500);
            if (response.status >= 400) expect(await writes.since(mark), what).toEqual([]);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        // Hundreds of requests per route: a slow machine must not cut a run short, since a cut run goes on
        // writing in the background into the next route's write log.
      }, 300_000);
    }
  });
}
