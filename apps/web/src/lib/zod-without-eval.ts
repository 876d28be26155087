// The site's CSP forbids eval, and zod 4 probes `new Function` when it creates an object schema (to compile fast
// parsers), which the browser reports as a CSP violation. vite.config.ts points every `zod` import of the web app
// (the shared package's schemas too) here, so that zod is configured before any schema exists.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
