import { type AnalyticsSummary, SETUP_STEP_LABELS, SETUP_STEPS, WEEKLY_REPORT_LINK_ROUTE, type ReportLinkKind } from 'shared-contracts';
import { startOfDayIn } from '#src/lib/time-zone/zoned-time';
import { analyticsQuestions, analyticsSetup, analyticsSummary } from '../analytics/analytics-reports';
import { ownerTimeZone } from '../history/owner-time-zone';
import type { Repositories } from '../repositories';
import { signReportLink, signUnsubscribe } from './report-links';

/** The unanswered questions the mail lists, most missed first (as 分析's 未回答の質問 orders them). */
export const REPORT_UNANSWERED_TOP = 5;
/** The teaches of the week the "since the last report" line counts at most. */
const TAUGHT_MAX = 100;

export interface ReportQuestion {
  text: string;
  /** Missed answers (回答なし and もしかして not chosen) in the week, as 分析 counts them. */
  missed: number;
  ratedDown: number;
  teachUrl: string;
}

/** Everything one weekly report says, before it is written as HTML and as plain text. */
export interface WeeklyReportData {
  ownerName: string;
  timeZone: string;
  /** The week reported, inclusive, on the owner's clock. */
  from: string;
  to: string;
  summary: AnalyticsSummary;
  unanswered: ReportQuestion[];
  proposals: number;
  proposalsUrl: string;
  /** はじめの設定's steps not done yet, as their labels. */
  openSetupSteps: string[];
  setupUrl: string;
  /** Questions taught since the start of the week reported, and how visitors fared with them since. */
  taught: { total: number; answered: number; stillMissed: number; notAskedYet: number };
  analyticsUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

export interface ReportContext {
  repositories: Pick<Repositories, 'analytics' | 'agentSettings' | 'phrasingProposals'>;
  /** The key the links are signed with (the API's signing secret). */
  secret: string;
  /** Where owners open the console, and where the API answers the unsubscribe link (no trailing slash). */
  consoleUrl: string;
  publicApiUrl: string;
}

/**
 * The figures of one agent's week, from the same functions 分析 answers with (analytics-reports.ts,
 * which read the hourly rollups), for a custom period of exactly those seven days on the owner's
 * clock: so the mail and the console can never disagree for the same week.
 */
export async function reportData(
  context: ReportContext,
  owner: { id: string; agentId: string; name: string },
  days: { from: string; to: string },
  now: Date,
): Promise<WeeklyReportData> {
  const { repositories } = context;
  const period = { period: 'custom' as const, ...days };
  const timeZone = await ownerTimeZone(repositories, owner.agentId);
  const link = (kind: ReportLinkKind, question: string | null = null, messageId: string | null = null) =>
    `${context.consoleUrl}/${WEEKLY_REPORT_LINK_ROUTE}?token=${signReportLink(context.secret, { kind, agentId: owner.agentId, ownerId: owner.id, ...days, question, messageId }, now)}`;

  const [summary, unanswered, proposals, setup, taught] = await Promise.all([
    analyticsSummary(repositories, owner.agentId, period, now),
    analyticsQuestions(repositories, owner.agentId, { ...period, kind: 'unanswered', top: REPORT_UNANSWERED_TOP }, now),
    repositories.phrasingProposals.listOpen(owner.agentId, 1),
    analyticsSetup(repositories, owner.agentId),
    // Since the last report (a week before this one): the teaches from the first day reported until now.
    repositories.analytics.questions(owner.agentId, startOfDayIn(days.from, timeZone), now, 'taught', TAUGHT_MAX),
  ]);
  const taughtRows = taught.filter((row) => row.taught_at !== null);
  return {
    ownerName: owner.name,
    timeZone,
    ...days,
    summary,
    unanswered: unanswered.data.map((question) => ({
      text: question.text,
      missed: question.missed,
      ratedDown: question.rated_down,
      teachUrl: link('teach', question.text, question.latest_message_id),
    })),
    proposals: proposals.total,
    proposalsUrl: link('proposals'),
    openSetupSteps: SETUP_STEPS.filter((step) => setup.steps.some((s) => s.step === step && !s.done)).map((step) => SETUP_STEP_LABELS[step]),
    setupUrl: `${context.consoleUrl}/`,
    taught: {
      total: taughtRows.length,
      answered: taughtRows.filter((row) => (row.asked_since ?? 0) > 0 && (row.missed_since ?? 0) === 0).length,
      stillMissed: taughtRows.filter((row) => (row.missed_since ?? 0) > 0).length,
      notAskedYet: taughtRows.filter((row) => (row.asked_since ?? 0) === 0).length,
    },
    analyticsUrl: link('analytics'),
    settingsUrl: `${context.consoleUrl}/`,
    unsubscribeUrl: `${context.publicApiUrl}/api/v1/public/weekly-report/unsubscribe?token=${signUnsubscribe(context.secret, { agentId: owner.agentId, ownerId: owner.id })}`,
  };
}
