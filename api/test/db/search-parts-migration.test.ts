import { rmSync } from 'node:fs';
import { MIGRATIONS_FOLDER } from '#src/db/migrations-folder';
import { testDatabase } from '../helper';
import { type Database, emptyDatabase, migrationsUpTo } from './migration-database';

/**
 * Migration 0029 moves 会話履歴's keyword search from the conversation row to one part per turn. On a
 * database migrated up to 0028, a conversation's search text and terms kept the old way become its
 * first part, at its message count; a conversation with nothing to search gets none; the old columns
 * and their index are gone.
 */
const BEFORE = '0028_forms_answered_offers';
const AGENT = 'agt_history0000000000000';

describe(`migration 0029, the keyword search in parts (${testDatabase})`, () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    database = await emptyDatabase();
    before = migrationsUpTo(BEFORE);
  });

  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('makes each conversation’s kept search text and terms its first part, and drops them from the conversation', async () => {
    await database.migrate(before);
    await database.query(`insert into widget_visitors (id, agent_id) values ('00000000-0000-4000-8000-000000000001', '${AGENT}')`);
    await database.query(`insert into conversations (id, agent_id, visitor_id, origin, message_count, search_text, search_terms) values
      ('00000000-0000-4000-8000-00000000000a', '${AGENT}', '00000000-0000-4000-8000-000000000001', 'https://shop.example.jp', 4,
        E'駐車場はありますか\\n裏にございます', '{駐,車,場,駐車,車場,裏,裏に}'),
      ('00000000-0000-4000-8000-00000000000b', '${AGENT}', '00000000-0000-4000-8000-000000000001', 'https://shop.example.jp', 0, '', '{}')`);

    await database.migrate(MIGRATIONS_FOLDER);

    expect(await database.query('select conversation_id::text, position, agent_id, search_text, search_terms from conversation_search_parts')).toEqual([
      {
        conversation_id: '00000000-0000-4000-8000-00000000000a',
        position: 4,
        agent_id: AGENT,
        search_text: '駐車場はありますか\n裏にございます',
        search_terms: ['駐', '車', '場', '駐車', '車場', '裏', '裏に'],
      },
    ]);
    const columns = await database.query(`select column_name from information_schema.columns where table_name = 'conversations' and column_name like 'search%'`);
    expect(columns).toEqual([]);
    const indexes = await database.query<{ tablename: string; indexname: string }>(
      `select tablename, indexname from pg_indexes where indexname like '%search%' order by indexname`,
    );
    expect(indexes).toEqual([
      { tablename: 'conversation_search_parts', indexname: 'conversation_search_parts_conversation_id_position_pk' },
      { tablename: 'conversation_search_parts', indexname: 'conversation_search_parts_search_terms_idx' },
      { tablename: 'form_answers', indexname: 'form_answers_search_terms_idx' },
    ]);
    expect(await database.query(`select distinct tablename from pg_stats where tablename = 'conversation_search_parts'`)).toEqual([{ tablename: 'conversation_search_parts' }]);
    // The next turn's part takes the place after the kept one; a deleted conversation takes its parts with it.
    await database.query(`insert into conversation_search_parts (conversation_id, position, agent_id, search_text, search_terms)
      values ('00000000-0000-4000-8000-00000000000a', 6, '${AGENT}', '無料ですか', '{無料}')`);
    await database.query(`delete from conversations where id = '00000000-0000-4000-8000-00000000000a'`);
    expect(await database.query('select position from conversation_search_parts')).toEqual([]);
  });
});
