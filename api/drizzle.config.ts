import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the app at start (src/db/migrate.ts), because
// drizzle-kit's own migrate cannot load the pgvector extension into PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
