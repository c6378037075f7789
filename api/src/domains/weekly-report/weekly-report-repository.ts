import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { owners, weeklyReportSends, weeklyReportSettings, type WeeklyReportSendRow, type WeeklyReportSettingsRow } from '../../db/schema';

/** The owner and settings of an agent whose report is on: what the job needs to decide whether it is due. */
export interface ReportSubscriber {
  agentId: string;
  ownerId: string;
  loginEmail: string;
  weekday: number;
  hour: number;
  email: string | null;
}

export interface ClaimedSend {
  id: string;
  agentId: string;
  ownerId: string;
  reportFrom: string;
  reportTo: string;
  recipient: string;
  attempts: number;
}

/** The weekly report's settings and its sends (weekly_report_settings, weekly_report_sends): its only SQL. */
export function createWeeklyReportRepository(db: Database) {
  return {
    async settings(agentId: string): Promise<WeeklyReportSettingsRow | undefined> {
      const [row] = await db.select().from(weeklyReportSettings).where(eq(weeklyReportSettings.agentId, agentId)).limit(1);
      return row;
    },

    async saveSettings(agentId: string, ownerId: string, values: { enabled: boolean; weekday: number; hour: number; email: string | null }): Promise<WeeklyReportSettingsRow> {
      const [row] = await db
        .insert(weeklyReportSettings)
        .values({ agentId, ownerId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: weeklyReportSettings.agentId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert into weekly_report_settings returned no row');
      return row;
    },

    /**
     * Turns the report off (one-click unsubscribe): true when it was on. Idempotent: an agent already
     * off, or that never saved settings, stays off and answers false.
     */
    async unsubscribe(agentId: string, ownerId: string): Promise<boolean> {
      const rows = await db
        .update(weeklyReportSettings)
        .set({ enabled: false, updatedAt: sql`now()` })
        .where(and(eq(weeklyReportSettings.agentId, agentId), eq(weeklyReportSettings.ownerId, ownerId), eq(weeklyReportSettings.enabled, true)))
        .returning({ agentId: weeklyReportSettings.agentId });
      return rows.length > 0;
    },

    /** Every agent whose report is on, with its live owner. */
    async subscribers(): Promise<ReportSubscriber[]> {
      return db
        .select({
          agentId: weeklyReportSettings.agentId,
          ownerId: weeklyReportSettings.ownerId,
          loginEmail: owners.email,
          weekday: weeklyReportSettings.weekday,
          hour: weeklyReportSettings.hour,
          email: weeklyReportSettings.email,
        })
        .from(weeklyReportSettings)
        .innerJoin(owners, and(eq(owners.id, weeklyReportSettings.ownerId), eq(owners.agentId, weeklyReportSettings.agentId), isNull(owners.deletedAt)))
        .where(eq(weeklyReportSettings.enabled, true));
    },

    /**
     * Claims the scheduled send of `week` for the agent by inserting its row: null when a row for that
     * week is already there (sent, being sent, or waiting for a retry), so a week is mailed once.
     */
    async claimWeek(send: { agentId: string; ownerId: string; week: string; reportFrom: string; reportTo: string; recipient: string }): Promise<string | null> {
      const rows = await db
        .insert(weeklyReportSends)
        .values({ ...send, kind: 'weekly', status: 'pending', nextAttemptAt: sql`now()` })
        .onConflictDoNothing({ target: [weeklyReportSends.agentId, weeklyReportSends.week] })
        .returning({ id: weeklyReportSends.id });
      return rows[0]?.id ?? null;
    },

    /** The pending sends whose attempt is due, oldest first. */
    async dueIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: weeklyReportSends.id })
        .from(weeklyReportSends)
        .where(and(eq(weeklyReportSends.status, 'pending'), lte(weeklyReportSends.nextAttemptAt, sql`now()`)))
        .orderBy(weeklyReportSends.nextAttemptAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Moves a pending send to sending, so nothing else attempts it at the same time; null when it is not pending any more. */
    async startAttempt(id: string): Promise<ClaimedSend | null> {
      const [row] = await db
        .update(weeklyReportSends)
        .set({ status: 'sending', attempts: sql`${weeklyReportSends.attempts} + 1` })
        .where(and(eq(weeklyReportSends.id, id), eq(weeklyReportSends.status, 'pending')))
        .returning({
          id: weeklyReportSends.id,
          agentId: weeklyReportSends.agentId,
          ownerId: weeklyReportSends.ownerId,
          reportFrom: weeklyReportSends.reportFrom,
          reportTo: weeklyReportSends.reportTo,
          recipient: weeklyReportSends.recipient,
          attempts: weeklyReportSends.attempts,
        });
      return row ?? null;
    },

    async markSent(id: string, recipient: string): Promise<void> {
      await db.update(weeklyReportSends).set({ status: 'sent', sentAt: sql`now()`, recipient, nextAttemptAt: null }).where(eq(weeklyReportSends.id, id));
    },

    /** A failed attempt: retried after `retryInMs`, or given up (null). */
    async markFailed(id: string, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(weeklyReportSends)
        .set({
          status: retryInMs === null ? 'failed' : 'pending',
          lastError: error,
          lastErrorAt: sql`now()`,
          nextAttemptAt: retryInMs === null ? null : sql`now() + ${retryInMs}::int * interval '1 millisecond'`,
        })
        .where(eq(weeklyReportSends.id, id));
    },

    async markCancelled(id: string): Promise<void> {
      await db.update(weeklyReportSends).set({ status: 'cancelled', nextAttemptAt: null }).where(eq(weeklyReportSends.id, id));
    },

    /** A test send (テスト送信), recorded as it ended. */
    async recordTest(send: { agentId: string; ownerId: string; reportFrom: string; reportTo: string; recipient: string; error: string | null }): Promise<WeeklyReportSendRow> {
      const failed = send.error !== null;
      const [row] = await db
        .insert(weeklyReportSends)
        .values({
          agentId: send.agentId,
          ownerId: send.ownerId,
          kind: 'test',
          reportFrom: send.reportFrom,
          reportTo: send.reportTo,
          recipient: send.recipient,
          status: failed ? 'failed' : 'sent',
          attempts: 1,
          lastError: send.error,
          lastErrorAt: failed ? sql`now()` : null,
          sentAt: failed ? null : sql`now()`,
        })
        .returning();
      if (!row) throw new Error('insert into weekly_report_sends returned no row');
      return row;
    },

    /** The dialog's 最終送信 and 最後のエラー: the latest success, and the latest failure when it came after it. */
    async lastOutcome(agentId: string): Promise<{ sentAt: Date | null; error: string | null; errorAt: Date | null }> {
      const [sent] = await db
        .select({ at: weeklyReportSends.sentAt })
        .from(weeklyReportSends)
        .where(and(eq(weeklyReportSends.agentId, agentId), eq(weeklyReportSends.status, 'sent')))
        .orderBy(desc(weeklyReportSends.sentAt))
        .limit(1);
      const [failed] = await db
        .select({ at: weeklyReportSends.lastErrorAt, error: weeklyReportSends.lastError })
        .from(weeklyReportSends)
        .where(and(eq(weeklyReportSends.agentId, agentId), sql`${weeklyReportSends.lastErrorAt} is not null`))
        .orderBy(desc(weeklyReportSends.lastErrorAt))
        .limit(1);
      const sentAt = sent?.at ?? null;
      const error = failed?.at && (sentAt === null || failed.at > sentAt) ? failed : null;
      return { sentAt, error: error?.error ?? null, errorAt: error?.at ?? null };
    },

    /** The scheduled sends of an agent (tests and the report's "since the last report" read them). */
    async sends(agentId: string): Promise<WeeklyReportSendRow[]> {
      return db.select().from(weeklyReportSends).where(eq(weeklyReportSends.agentId, agentId)).orderBy(weeklyReportSends.createdAt);
    },
  };
}

export type WeeklyReportRepository = ReturnType<typeof createWeeklyReportRepository>;
