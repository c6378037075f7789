import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/**
 * The leases of background jobs that must run once however many API processes share the database
 * (job_leases). Times are the database's clock, so processes whose clocks disagree still agree.
 */
export function createJobLeaseRepository(db: Database) {
  return {
    /**
     * Takes the lease of `name` for `holder` for `leaseMs`, in one statement, when nobody holds it
     * (never taken, or its holder's lease expired: a holder that died lets it lapse) and its last
     * finished run is at least `everyMs` old. Of two processes asking at once, one gets it.
     */
    async acquire(name: string, holder: string, leaseMs: number, everyMs: number): Promise<boolean> {
      const rows = await queryRows<{ holder: string }>(
        db,
        sql`insert into job_leases (name, holder, expires_at)
          values (${name}, ${holder}, now() + ${leaseMs}::int * interval '1 millisecond')
          on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
            where job_leases.expires_at <= now()
              and (job_leases.last_run_at is null or job_leases.last_run_at <= now() - ${everyMs}::bigint * interval '1 millisecond')
          returning holder`,
      );
      return rows.length > 0;
    },

    /** Extends a lease still held; false when it was lost (it lapsed and another process took it). */
    async renew(name: string, holder: string, leaseMs: number): Promise<boolean> {
      const rows = await queryRows<{ name: string }>(
        db,
        sql`update job_leases set expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
          where name = ${name} and holder = ${holder} returning name`,
      );
      return rows.length > 0;
    },

    /** Hands the lease back; `finished` records the run, so no process starts another before `everyMs`. */
    async release(name: string, holder: string, finished: boolean): Promise<void> {
      await db.execute(
        sql`update job_leases set expires_at = now(), last_run_at = ${finished ? sql`now()` : sql`last_run_at`}
          where name = ${name} and holder = ${holder}`,
      );
    },
  };
}

export type JobLeaseRepository = ReturnType<typeof createJobLeaseRepository>;
