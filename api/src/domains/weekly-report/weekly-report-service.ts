import type { WeeklyReportLink, WeeklyReportPreview, WeeklyReportSettings, WeeklyReportSettingsResponse, WeeklyReportTestSend } from 'shared-contracts';
import { DEFAULT_WEEKLY_REPORT_SETTINGS } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import { ownerTimeZone } from '../history/owner-time-zone';
import type { Repositories } from '../repositories';
import { weeklyReportMessages as messages } from './messages';
import type { ReportContext } from './report-data';
import { resolveReportLink } from './report-links';
import { composeReportMail } from './report-mail';
import { type ReportMailer, sendErrorOf } from './report-mailer';
import { lastSevenDays, nextSendAt } from './report-schedule';

/** What the owner routes of the weekly report need: the repositories, the mailer and the links' context. */
export interface WeeklyReportDeps {
  repositories: Pick<Repositories, 'weeklyReport' | 'owners' | 'analytics' | 'agentSettings' | 'phrasingProposals'>;
  mailer: ReportMailer;
  context: ReportContext;
}

async function liveOwner(deps: WeeklyReportDeps, owner: AuthenticatedOwner) {
  const row = await deps.repositories.owners.findLiveById(owner.id);
  // app.authenticate checked the owner a moment ago; deleted since, the account is gone.
  if (!row || row.agentId !== owner.agentId) throw new ApiError(404, 'not_found', messages.notFound);
  return row;
}

/** The メール通知 dialog's state: the settings (defaults until first saved), the next send and the last outcome. */
export async function weeklyReportSettingsOf(deps: WeeklyReportDeps, owner: AuthenticatedOwner, now: Date): Promise<WeeklyReportSettingsResponse> {
  const [row, account, timeZone, last] = await Promise.all([
    deps.repositories.weeklyReport.settings(owner.agentId),
    liveOwner(deps, owner),
    ownerTimeZone(deps.repositories, owner.agentId),
    deps.repositories.weeklyReport.lastOutcome(owner.agentId),
  ]);
  const settings = row ?? DEFAULT_WEEKLY_REPORT_SETTINGS;
  return {
    enabled: settings.enabled,
    weekday: settings.weekday,
    hour: settings.hour,
    email: settings.email,
    login_email: account.email,
    time_zone: timeZone,
    next_send_at: settings.enabled ? nextSendAt(now, settings.weekday, settings.hour, timeZone).toISOString() : null,
    last_sent_at: last.sentAt?.toISOString() ?? null,
    last_error: last.error,
    last_error_at: last.errorAt?.toISOString() ?? null,
    mail_transport: deps.mailer.transport,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveWeeklyReportSettings(deps: WeeklyReportDeps, owner: AuthenticatedOwner, body: WeeklyReportSettings, now: Date): Promise<WeeklyReportSettingsResponse> {
  await deps.repositories.weeklyReport.saveSettings(owner.agentId, owner.id, body);
  return weeklyReportSettingsOf(deps, owner, now);
}

async function currentMail(deps: WeeklyReportDeps, owner: AuthenticatedOwner, now: Date) {
  const [account, settings, timeZone] = await Promise.all([
    liveOwner(deps, owner),
    deps.repositories.weeklyReport.settings(owner.agentId),
    ownerTimeZone(deps.repositories, owner.agentId),
  ]);
  const days = lastSevenDays(now, timeZone);
  const recipient = settings?.email ?? account.email;
  const mail = await composeReportMail(deps.context, { id: account.id, agentId: account.agentId, name: account.name }, days, recipient, now);
  return { account, days, mail };
}

/** プレビュー: the mail of the last seven days (today included), exactly as テスト送信 sends it. */
export async function previewWeeklyReport(deps: WeeklyReportDeps, owner: AuthenticatedOwner, now: Date): Promise<WeeklyReportPreview> {
  const { days, mail } = await currentMail(deps, owner, now);
  return { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, from: days.from, to_day: days.to };
}

/** テスト送信: that mail, sent now to the settings' address, and recorded like every send. */
export async function sendTestWeeklyReport(deps: WeeklyReportDeps, owner: AuthenticatedOwner, now: Date): Promise<WeeklyReportTestSend> {
  if (deps.mailer.transport === 'off') throw new ApiError(409, 'conflict', messages.mailOff);
  const { account, days, mail } = await currentMail(deps, owner, now);
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    const reason = sendErrorOf(error);
    await deps.repositories.weeklyReport.recordTest({ agentId: account.agentId, ownerId: account.id, reportFrom: days.from, reportTo: days.to, recipient: mail.to, error: reason });
    throw new ApiError(502, 'upstream_failed', messages.sendFailed(reason));
  }
  const row = await deps.repositories.weeklyReport.recordTest({ agentId: account.agentId, ownerId: account.id, reportFrom: days.from, reportTo: days.to, recipient: mail.to, error: null });
  return { to: mail.to, delivered: deps.mailer.transport, sent_at: (row.sentAt ?? now).toISOString() };
}

/** What a link of the mail opens, for the owner it was made for: anyone else gets 404, an old link 410. */
export function openReportLink(deps: WeeklyReportDeps, owner: AuthenticatedOwner, token: string, now: Date): WeeklyReportLink {
  const resolved = resolveReportLink(deps.context.secret, token, owner, now);
  if (!resolved.ok) {
    throw resolved.reason === 'expired' ? new ApiError(410, 'link_expired', messages.linkExpired) : new ApiError(404, 'not_found', messages.linkNotFound);
  }
  const { claims } = resolved;
  return { kind: claims.kind, question: claims.question, message_id: claims.messageId, from: claims.from, to: claims.to };
}
