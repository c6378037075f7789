import type { ReportMail } from './report-mailer';
import { type ReportContext, reportData } from './report-data';
import { reportSubject } from './report-format';
import { renderReportHtml } from './render-report-html';
import { renderReportText } from './render-report-text';

/** The whole mail of one agent's week: what プレビュー shows, テスト送信 sends and the job sends. */
export async function composeReportMail(
  context: ReportContext,
  owner: { id: string; agentId: string; name: string },
  days: { from: string; to: string },
  recipient: string,
  now: Date,
): Promise<ReportMail> {
  const data = await reportData(context, owner, days, now);
  const subject = reportSubject(data.from, data.to, data.summary);
  return { to: recipient, subject, html: renderReportHtml(data, subject), text: renderReportText(data), unsubscribeUrl: data.unsubscribeUrl };
}
