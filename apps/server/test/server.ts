import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { parseEnv } from '../src/env';
import type { KnowledgeSource } from '../src/lib/assistant/types';
import { createLogger, type Logger } from '../src/lib/logger';
import { createServer, type Server } from '../src/server';
import { TestClient } from './client';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_ADMIN_EMAIL = 'admin@example.com';

/** The environment every test server starts from; a test overrides what it is about. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  ADMIN_EMAIL: TEST_ADMIN_EMAIL,
  AUTH_SECRET: 'receptiva-test-secret-0123456789-abcdefghij',
  LOG_LEVEL: 'silent',
};

export interface TestServer extends Server {
  db: Db;
  /** A new browser-like caller with an empty cookie jar, on this machine unless another address is given. */
  client(remoteAddress?: string): TestClient;
  /** Stops the mail worker and, when the server owns it, drops the database. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Share a database between servers (two instances of one deployment); its owner drops it. */
  database?: TestDatabase;
  mailIntervalMs?: number;
  /** Silent unless a test reads the log. */
  logger?: Logger;
  /** More knowledge for the AI assistant's index. */
  knowledgeSources?: KnowledgeSource[];
}

/** The real server (migrations, seed, auth, mail worker, routes) on a database of its own, without a port. */
export async function createTestServer(
  overrides: Record<string, string | undefined> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receptiva-data-'));
  const testDatabase = options.database ?? (await createTestDatabase());
  const env = parseEnv({ ...TEST_ENV, DATA_DIR: dataDir, ...overrides });
  const server = await createServer(env, {
    database: testDatabase.database,
    webDist: null,
    mailIntervalMs: options.mailIntervalMs ?? 50,
    logger: options.logger ?? createLogger('silent'),
    knowledgeSources: options.knowledgeSources,
  });
  return {
    ...server,
    db: testDatabase.database.db,
    client: (remoteAddress) => new TestClient(server.app, remoteAddress),
    close: async () => {
      await server.mailWorker.stop();
      await server.presence.close();
      if (!options.database) await testDatabase.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for the whole file: `const server = useTestServer(); … server().client()`. */
export function useTestServer(overrides: Record<string, string | undefined> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(overrides);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The test server is not ready: use it inside a test or hook.');
    return server;
  };
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}
