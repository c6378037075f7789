import path from 'node:path';

/** drizzle-kit writes here (drizzle.config.ts) and the committed files are applied from here. */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');
