import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the feature tables and never edited by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: undefined,
});
