import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied in-process at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
