import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLeaseRepository } from '../history/job-lease-repository';
import { ownerTimeZone } from '../history/owner-time-zone';
import type { Repositories } from '../repositories';
import type { ReportContext } from './report-data';
import { composeReportMail } from './report-mail';
import { type ReportMailer, sendErrorOf } from './report-mailer';
import { dueSend } from './report-schedule';

/** The row of job_leases this job takes (the history's retention takes its own). */
export const WEEKLY_REPORT_JOB_NAME = 'weekly_report';

export interface ReportRetryConfig {
  /** The wait after the first failed attempt, doubled after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all before the send is given up (recorded as failed, shown as 最後のエラー). */
  maxAttempts: number;
}

export const REPORT_RETRY_DEFAULTS: ReportRetryConfig = { firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, maxAttempts: 8 };

export interface WeeklyReportJobOptions {
  repositories: Pick<Repositories, 'weeklyReport' | 'owners' | 'analytics' | 'agentSettings' | 'phrasingProposals'>;
  leases: JobLeaseRepository;
  context: ReportContext;
  mailer: ReportMailer;
  log: FastifyBaseLogger;
  retry?: ReportRetryConfig;
  /** Who holds the lease; unique per process by default. */
  holder?: string;
  leaseMs?: number;
  /** A finished run keeps every process from starting another for this long. */
  everyMs?: number;
  clock?: () => Date;
}

export interface WeeklyReportRun {
  /** False when another process holds the lease (or ran less than `everyMs` ago). */
  ran: boolean;
  sent: number;
  failed: number;
}

export interface WeeklyReportJob {
  runOnce(): Promise<WeeklyReportRun>;
  stop(): void;
}

/** Sends attempted per run at most; the rest wait for the next run. */
const SENDS_PER_RUN = 500;

/** The wait before attempt `attempts + 1`, or null when `attempts` were all it gets. */
export function retryDelay(retry: ReportRetryConfig, attempts: number): number | null {
  if (attempts >= retry.maxAttempts) return null;
  return Math.min(retry.firstDelayMs * 2 ** Math.max(attempts - 1, 0), retry.maxDelayMs);
}

/**
 * The weekly report's sending. A run takes the job's lease in job_leases first (as the history's
 * retention does), so however many API processes share the database one of them sends; then it
 * claims each agent's due week by inserting its send (unique per agent and week: a week is mailed
 * once, whoever tries), and attempts every send that is due, the new ones and the retries. A failed
 * attempt (the mail server down, a refusal) waits and is tried again, longer each time.
 */
export function createWeeklyReportJob(options: WeeklyReportJobOptions): WeeklyReportJob {
  const { repositories, leases, context, mailer, log } = options;
  const holder = options.holder ?? `${hostname()}-${process.pid}-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const everyMs = options.everyMs ?? 0;
  const retry = options.retry ?? REPORT_RETRY_DEFAULTS;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;

  async function claimDueWeeks(now: Date): Promise<void> {
    for (const subscriber of await repositories.weeklyReport.subscribers()) {
      const due = dueSend(now, subscriber.weekday, subscriber.hour, await ownerTimeZone(repositories, subscriber.agentId));
      if (!due) continue;
      await repositories.weeklyReport.claimWeek({
        agentId: subscriber.agentId,
        ownerId: subscriber.ownerId,
        week: due.week,
        reportFrom: due.from,
        reportTo: due.to,
        recipient: subscriber.email ?? subscriber.loginEmail,
      });
    }
  }

  async function attempt(id: string): Promise<'sent' | 'failed' | 'skipped'> {
    const send = await repositories.weeklyReport.startAttempt(id);
    if (!send) return 'skipped';
    const [owner, settings] = await Promise.all([repositories.owners.findLiveById(send.ownerId), repositories.weeklyReport.settings(send.agentId)]);
    // Turned off (or unsubscribed, or the account deleted) since the week was claimed: nothing goes.
    if (!owner || owner.agentId !== send.agentId || !settings?.enabled) {
      await repositories.weeklyReport.markCancelled(send.id);
      return 'skipped';
    }
    // The address as it is now: the owner may have corrected it after a refusal.
    const recipient = settings.email ?? owner.email;
    try {
      const mail = await composeReportMail(context, { id: owner.id, agentId: owner.agentId, name: owner.name }, { from: send.reportFrom, to: send.reportTo }, recipient, clock());
      await mailer.send(mail);
      await repositories.weeklyReport.markSent(send.id, recipient);
      return 'sent';
    } catch (error) {
      const delay = retryDelay(retry, send.attempts);
      log.warn({ err: error, agentId: send.agentId, attempts: send.attempts, retryInMs: delay }, 'weekly report: the mail was not sent');
      await repositories.weeklyReport.markFailed(send.id, sendErrorOf(error), delay);
      return 'failed';
    }
  }

  async function sendDue(): Promise<{ sent: number; failed: number; finished: boolean }> {
    let sent = 0;
    let failed = 0;
    let renewedAt = Date.now();
    await claimDueWeeks(clock());
    for (const id of await repositories.weeklyReport.dueIds(SENDS_PER_RUN)) {
      if (stopped) return { sent, failed, finished: false };
      const outcome = await attempt(id);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'failed') failed += 1;
      if (Date.now() - renewedAt > leaseMs / 3) {
        // Lost the lease (stalled past it, and another process took over): leave the rest to it.
        if (!(await leases.renew(WEEKLY_REPORT_JOB_NAME, holder, leaseMs))) return { sent, failed, finished: false };
        renewedAt = Date.now();
      }
    }
    return { sent, failed, finished: true };
  }

  return {
    async runOnce() {
      // Without a mail server nothing is claimed: the weeks go once one is configured (within CATCH_UP_MS).
      if (stopped || mailer.transport === 'off') return { ran: false, sent: 0, failed: 0 };
      if (!(await leases.acquire(WEEKLY_REPORT_JOB_NAME, holder, leaseMs, everyMs))) return { ran: false, sent: 0, failed: 0 };
      let finished = false;
      try {
        const outcome = await sendDue();
        finished = outcome.finished;
        if (outcome.sent + outcome.failed > 0) log.info({ sent: outcome.sent, failed: outcome.failed }, 'weekly report: sends attempted');
        return { ran: true, sent: outcome.sent, failed: outcome.failed };
      } finally {
        await leases.release(WEEKLY_REPORT_JOB_NAME, holder, finished).catch((error: unknown) => log.warn({ err: error }, 'weekly report: the lease was not released'));
      }
    },
    stop() {
      stopped = true;
    },
  };
}
