import { defineProject } from 'vitest/config';

/** The deployment files (decision 040): Dockerfile and compose.yaml read and validated, no container started. */
export default defineProject({
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    hookTimeout: 120_000,
  },
});
