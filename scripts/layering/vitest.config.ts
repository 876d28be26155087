import { defineProject } from 'vitest/config';

/** The layering rules (decision 016): a scan of the imports of every workspace, no app started. */
export default defineProject({ test: { name: 'layering', environment: 'node', include: ['**/*.test.ts'] } });
