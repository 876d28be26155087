import { defineProject } from 'vitest/config';

/**
 * Server integration tests run the real app against a real database: PGlite loaded from a template migrated once
 * in `test/global-setup.ts`, or a fresh PostgreSQL database per server when TEST_DATABASE_URL is set (CI).
 * `test/fuzz` holds the API fuzzer's request generators and their own (database-free) tests.
 */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
