import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from 'shared-contracts';
import type { AuthenticatedOwner } from '../../auth/authenticated-owner';
import type { Database } from '#src/db/database';
import { containsPattern } from '#src/db/like-pattern';
import { type ForbiddenEntryKind, type ForbiddenEntryRow, forbiddenEntries } from '#src/db/schema/index';
import { isUniqueViolation } from '#src/db/unique-violation';

export interface ForbiddenEntryValues {
  value: string;
  matchKey: string;
  note: string;
}

export interface ForbiddenEntrySearch extends ListQuery {
  /** As typed; matched against the value and the note. */
  q: string;
  /** The search text in the list's comparison form, matched against match keys ('' for none). */
  qMatchKey: string;
}

/** The forbidden word and forbidden URL lists: every query is scoped to one agent and one kind. */
export function createForbiddenListsRepository(db: Database) {
  const ofList = (agentId: string, kind: ForbiddenEntryKind) =>
    and(eq(forbiddenEntries.agentId, agentId), eq(forbiddenEntries.kind, kind));
  const one = (agentId: string, kind: ForbiddenEntryKind, id: string) => and(ofList(agentId, kind), eq(forbiddenEntries.id, id));

  return {
    async page(agentId: string, kind: ForbiddenEntryKind, query: ForbiddenEntrySearch): Promise<{ rows: ForbiddenEntryRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [ofList(agentId, kind)];
      if (query.q !== '') {
        const typed = containsPattern(query.q);
        conditions.push(
          or(
            ilike(forbiddenEntries.value, typed),
            ilike(forbiddenEntries.note, typed),
            query.qMatchKey === '' ? undefined : like(forbiddenEntries.matchKey, containsPattern(query.qMatchKey)),
          ),
        );
      }
      const where = and(...conditions);
      const column = query.sort_by === 'updated_at' ? forbiddenEntries.updatedAt : forbiddenEntries.createdAt;
      const direction = query.sort_order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(forbiddenEntries)
          .where(where)
          .orderBy(direction(column), direction(forbiddenEntries.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(forbiddenEntries).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The whole list in the order it was entered: for export and for the matchers. */
    all(agentId: string, kind: ForbiddenEntryKind): Promise<ForbiddenEntryRow[]> {
      return db
        .select()
        .from(forbiddenEntries)
        .where(ofList(agentId, kind))
        .orderBy(asc(forbiddenEntries.createdAt), asc(forbiddenEntries.id));
    },

    async find(agentId: string, kind: ForbiddenEntryKind, id: string): Promise<ForbiddenEntryRow | undefined> {
      const [row] = await db.select().from(forbiddenEntries).where(one(agentId, kind, id)).limit(1);
      return row;
    },

    async create(owner: AuthenticatedOwner, kind: ForbiddenEntryKind, values: ForbiddenEntryValues): Promise<ForbiddenEntryRow | 'duplicate'> {
      try {
        const [row] = await db
          .insert(forbiddenEntries)
          .values({ ...values, kind, ownerId: owner.id, agentId: owner.agentId })
          .returning();
        if (!row) throw new Error('insert into forbidden_entries returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async update(agentId: string, kind: ForbiddenEntryKind, id: string, values: ForbiddenEntryValues): Promise<ForbiddenEntryRow | 'duplicate' | undefined> {
      try {
        const [row] = await db.update(forbiddenEntries).set(values).where(one(agentId, kind, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async remove(agentId: string, kind: ForbiddenEntryKind, id: string): Promise<boolean> {
      const removed = await db.delete(forbiddenEntries).where(one(agentId, kind, id)).returning({ id: forbiddenEntries.id });
      return removed.length > 0;
    },

    async existingMatchKeys(agentId: string, kind: ForbiddenEntryKind, keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const found = new Set<string>();
      // Chunked: a bound parameter list has a ceiling, and an import may bring thousands of keys.
      for (let start = 0; start < keys.length; start += 1000) {
        const rows = await db
          .select({ matchKey: forbiddenEntries.matchKey })
          .from(forbiddenEntries)
          .where(and(ofList(agentId, kind), inArray(forbiddenEntries.matchKey, keys.slice(start, start + 1000))));
        for (const row of rows) found.add(row.matchKey);
      }
      return found;
    },

    /**
     * All rows in one transaction (all or nothing), in the order given; a row whose key arrived
     * meanwhile is skipped, not an error. Returns how many were added.
     */
    insertMany(owner: AuthenticatedOwner, kind: ForbiddenEntryKind, rows: readonly ForbiddenEntryValues[]): Promise<number> {
      if (rows.length === 0) return Promise.resolve(0);
      return db.transaction(async (tx) => {
        let added = 0;
        for (let start = 0; start < rows.length; start += 500) {
          const inserted = await tx
            .insert(forbiddenEntries)
            .values(
              rows.slice(start, start + 500).map((row, offset) => {
                // One microsecond apart, so the list (and the next export) keeps the file's order.
                const at = sql`now() + ${start + offset} * interval '1 microsecond'`;
                return { ...row, kind, ownerId: owner.id, agentId: owner.agentId, createdAt: at, updatedAt: at };
              }),
            )
            .onConflictDoNothing({ target: [forbiddenEntries.agentId, forbiddenEntries.kind, forbiddenEntries.matchKey] })
            .returning({ id: forbiddenEntries.id });
          added += inserted.length;
        }
        return added;
      });
    },
  };
}

export type ForbiddenListsRepository = ReturnType<typeof createForbiddenListsRepository>;
