import { and, eq, sql } from 'drizzle-orm';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import type { Database } from '../../db/database';
import { type AgentSettingsRow, agentSettings, type SettingsKind } from '../../db/schema';

export interface SettingsWrite {
  document: Record<string, unknown>;
  /** A sealed secret to store, null to delete the stored one, undefined to keep it as it is. */
  sealedSecret?: string | null;
}

export function createAgentSettingsRepository(db: Database) {
  return {
    async find(agentId: string, kind: SettingsKind): Promise<AgentSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(agentSettings)
        .where(and(eq(agentSettings.agentId, agentId), eq(agentSettings.kind, kind)))
        .limit(1);
      return row;
    },

    /** Inserts on the first save, replaces the document afterwards: one statement, so two saves cannot both insert. */
    save(owner: AuthenticatedOwner, kind: SettingsKind, write: SettingsWrite): Promise<AgentSettingsRow> {
      return upsert(db, owner, kind, write);
    },

    /** Several kinds of one agent saved together, in one transaction: all or none. */
    async saveAll(owner: AuthenticatedOwner, writes: readonly (readonly [SettingsKind, SettingsWrite])[]): Promise<AgentSettingsRow[]> {
      return db.transaction(async (tx) => {
        const rows: AgentSettingsRow[] = [];
        for (const [kind, write] of writes) rows.push(await upsert(tx, owner, kind, write));
        return rows;
      });
    },
  };
}

async function upsert(db: Database, owner: AuthenticatedOwner, kind: SettingsKind, write: SettingsWrite): Promise<AgentSettingsRow> {
  const now = new Date();
  const [row] = await db
    .insert(agentSettings)
    .values({
      agentId: owner.agentId,
      ownerId: owner.id,
      kind,
      document: write.document,
      sealedSecret: write.sealedSecret ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [agentSettings.agentId, agentSettings.kind],
      set: {
        document: sql`excluded.document`,
        updatedAt: now,
        ...(write.sealedSecret === undefined ? {} : { sealedSecret: write.sealedSecret }),
      },
    })
    .returning();
  if (!row) throw new Error('upsert into agent_settings returned no row');
  return row;
}

export type AgentSettingsRepository = ReturnType<typeof createAgentSettingsRepository>;
