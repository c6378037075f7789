import fp from 'fastify-plugin';
import { createReportMailer } from '../../domains/weekly-report/report-mailer';
import type { WeeklyReportDeps } from '../../domains/weekly-report/weekly-report-service';
import { createWeeklyReportJob, type WeeklyReportRun } from '../../domains/weekly-report/weekly-report-job';
import { repeatJob } from './repeated-job';

export interface WeeklyReport extends WeeklyReportDeps {
  /** One run now (if this process gets the lease): what the timer does every interval. */
  runOnce(): Promise<WeeklyReportRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    weeklyReport: WeeklyReport;
  }
}

/**
 * The weekly report mail in this API process: its mailer (SMTP, or the log on a local start), the
 * context its links are signed in, and its sending job, run on a timer like the history's retention
 * (config.weeklyReport; off in tests that call runOnce themselves). Each run takes the job's
 * database lease, so one process sends however many share the database.
 */
export default fp(
  async (app) => {
    const config = app.config.weeklyReport;
    const log = app.log.child({ module: 'weekly-report' });
    const mailer = createReportMailer(config.mail, config.mailFrom, log);
    app.addHook('onClose', async () => mailer.close());
    const context = { repositories: app.repositories, secret: app.config.jwtSecret, consoleUrl: config.consoleUrl, publicApiUrl: app.config.publicApiUrl };
    const job = createWeeklyReportJob({
      repositories: app.repositories,
      leases: app.repositories.jobLeases,
      context,
      mailer,
      log,
      retry: config.retry,
      // A run finished by any process holds the others off until the next interval is nearly due.
      everyMs: Math.floor(config.intervalMs * 0.9),
    });
    const runOnce = repeatJob(app, { name: 'weekly report', job, enabled: config.enabled, firstRunDelayMs: config.firstRunDelayMs, intervalMs: config.intervalMs });
    app.decorate('weeklyReport', { repositories: app.repositories, mailer, context, runOnce });
  },
  { name: 'weekly-report', dependencies: ['db', 'repositories'] },
);
