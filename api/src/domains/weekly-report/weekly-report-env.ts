import type { WeeklyReportOptions } from '../../config/app-options';
import { readSignInEnv } from '../agent/visitor-sign-in/sign-in-config';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The weekly report from the environment: the same mail server as the sign-in codes (SMTP_HOST and
 * its siblings, MAIL_FROM; without SMTP_HOST a local start writes the mail to the log), whether or not
 * visitors sign in by mail (MAIL_SIGN_IN=off turns off only that); CONSOLE_URL, where the mail's
 * links open the console; WEEKLY_REPORT_JOB=off keeps this process from sending (another one does).
 */
export function readWeeklyReportEnv(env: NodeJS.ProcessEnv): WeeklyReportOptions {
  const mailEnv = readSignInEnv({ ...env, MAIL_SIGN_IN: undefined });
  return {
    enabled: env.WEEKLY_REPORT_JOB?.trim() !== 'off',
    mail: mailEnv.mail,
    mailFrom: mailEnv.mailFrom,
    consoleUrl: nonEmpty(env.CONSOLE_URL),
  };
}
