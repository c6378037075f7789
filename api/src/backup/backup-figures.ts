/** Runs one SQL text and answers its rows: PGlite's transaction in the API, a pg client for PostgreSQL. */
export type RawQuery = (text: string) => Promise<Record<string, unknown>[]>;

export interface ContentCounts {
  conversations: number;
  knowledge_items: number;
  media_items: number;
}

export interface BackupFigures {
  /** Applied migrations (drizzle.__drizzle_migrations): a restore needs code that knows as many. */
  migrations: number;
  /** The sanity line of a backup, printed and kept in the manifest. */
  counts: ContentCounts;
}

const FIGURES_SQL = `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
  (select count(*) from conversations)::int as conversations,
  (select count(*) from knowledge_items)::int as knowledge_items,
  (select count(*) from media_items)::int as media_items`;

/** What the database being dumped holds, read in the dump's own snapshot where the driver allows. */
export async function readBackupFigures(query: RawQuery): Promise<BackupFigures> {
  const [row] = await query(FIGURES_SQL);
  if (!row) throw new Error('the database answered no counts');
  const count = (name: string) => Number(row[name]);
  return {
    migrations: count('migrations'),
    counts: { conversations: count('conversations'), knowledge_items: count('knowledge_items'), media_items: count('media_items') },
  };
}
