import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts/layering', 'deploy'],
    // Vitest keeps one core for itself by default, which on a 2-core CI machine means one worker for the whole
    // suite; the main process does little while the workers run.
    maxWorkers: availableParallelism(),
  },
});
