import { dayLabel, kpiLines, REPORT_TITLE, taughtLine, type Trend } from './report-format';
import type { WeeklyReportData } from './report-data';

/**
 * The report as HTML that mail clients render alike (Gmail, Outlook's Word engine): one 600 px table
 * layout, every style inline, no remote images, no script, no CSS a client might drop that the
 * layout depends on. Everything that comes from visitors or the owner is escaped.
 */

const PURPLE = '#6d28d9';
const PURPLE_DARK = '#4c1d95';
const PURPLE_PALE = '#f5f3ff';
const BORDER = '#e4e4ec';
const TEXT = '#181825';
const MUTED = '#56566a';
const FONT = "'Hiragino Sans','Hiragino Kaku Gothic ProN','Noto Sans JP','Yu Gothic',Meiryo,sans-serif";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TREND_COLOURS: Record<Trend, string> = { better: '#15803d', worse: '#b91c1c', same: MUTED, none: MUTED };

/** A link drawn as a button in every client: a cell with the colour (Outlook ignores an <a>'s padding). */
function button(href: string, label: string, small = false): string {
  const padding = small ? '6px 12px' : '10px 20px';
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;"><tr><td bgcolor="${PURPLE}" style="background-color:${PURPLE};border-radius:6px;mso-padding-alt:${padding};"><a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:${padding};font-family:${FONT};font-size:${small ? 13 : 14}px;font-weight:bold;line-height:1.4;color:#ffffff;text-decoration:none;border-radius:6px;white-space:nowrap;">${escapeHtml(label)}</a></td></tr></table>`;
}

function section(title: string, body: string): string {
  return `<tr><td style="padding:24px 32px 0 32px;">
<h2 style="margin:0 0 12px 0;font-family:${FONT};font-size:17px;line-height:1.5;color:${PURPLE_DARK};border-left:4px solid ${PURPLE};padding-left:10px;">${escapeHtml(title)}</h2>
${body}
</td></tr>`;
}

function paragraph(html: string, colour = TEXT): string {
  return `<p style="margin:0 0 12px 0;font-family:${FONT};font-size:14px;line-height:1.7;color:${colour};">${html}</p>`;
}

function kpiTable(data: WeeklyReportData): string {
  const cell = `font-family:${FONT};font-size:14px;line-height:1.5;padding:9px 10px;border-bottom:1px solid ${BORDER};`;
  const head = `font-family:${FONT};font-size:12px;line-height:1.4;padding:8px 10px;color:${MUTED};background-color:${PURPLE_PALE};border-bottom:1px solid ${BORDER};`;
  const rows = kpiLines(data.summary)
    .map(
      (line) => `<tr>
<td style="${cell}color:${TEXT};">${escapeHtml(line.label)}</td>
<td align="right" style="${cell}color:${TEXT};font-weight:bold;white-space:nowrap;">${escapeHtml(line.value)}</td>
<td align="right" style="${cell}color:${MUTED};white-space:nowrap;">${escapeHtml(line.previous)}</td>
<td align="right" style="${cell}color:${TREND_COLOURS[line.trend]};white-space:nowrap;">${escapeHtml(line.change)}</td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;border:1px solid ${BORDER};">
<tr><td style="${head}">指標</td><td align="right" style="${head}">この週</td><td align="right" style="${head}">前週</td><td align="right" style="${head}">増減</td></tr>
${rows}
</table>
<p style="margin:8px 0 12px 0;font-family:${FONT};font-size:12px;line-height:1.6;color:${MUTED};">数値は「分析」と同じ定義・同じ集計です（${escapeHtml(data.timeZone)}の日付、テスト（チャットUI）の会話は含みません）。</p>
${button(data.analyticsUrl, '分析でこの週を見る')}`;
}

function unansweredTable(data: WeeklyReportData): string {
  if (data.unanswered.length === 0) return paragraph('この週に回答できなかった質問はありませんでした。');
  const cell = `font-family:${FONT};font-size:14px;line-height:1.6;padding:10px;border-bottom:1px solid ${BORDER};vertical-align:middle;`;
  const rows = data.unanswered
    .map(
      (question, index) => `<tr>
<td width="24" style="${cell}color:${PURPLE};font-weight:bold;">${index + 1}</td>
<td style="${cell}color:${TEXT};word-break:break-all;">${escapeHtml(question.text)}<br><span style="font-size:12px;color:${MUTED};">回答できなかった回数 ${question.missed}回${question.ratedDown > 0 ? `・👎 ${question.ratedDown}回` : ''}</span></td>
<td width="130" align="right" style="${cell}">${button(question.teachUrl, 'ナレッジに追加', true)}</td>
</tr>`,
    )
    .join('\n');
  return `${paragraph('回答できなかった回数が多い質問です。答えをナレッジに追加すると、次からエージェントが回答します。', MUTED)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;border-top:1px solid ${BORDER};">
${rows}
</table>`;
}

function proposals(data: WeeklyReportData): string {
  if (data.proposals === 0) return paragraph('確認を待っている言い換えの提案はありません。');
  return `${paragraph(`訪問者が「もしかして」の候補から選んだ言い方のうち、<strong style="color:${PURPLE_DARK};">${data.proposals}件</strong>が言い換えとして追加されるのを待っています。`)}
${button(data.proposalsUrl, '言い換えの提案を確認する')}`;
}

function setup(data: WeeklyReportData): string {
  if (data.openSetupSteps.length === 0) return paragraph('はじめの設定はすべて完了しています。');
  const items = data.openSetupSteps
    .map((step) => `<tr><td width="20" valign="top" style="font-family:${FONT};font-size:14px;line-height:1.7;color:${PURPLE};">□</td><td style="font-family:${FONT};font-size:14px;line-height:1.7;color:${TEXT};">${escapeHtml(step)}</td></tr>`)
    .join('\n');
  return `${paragraph(`残り${data.openSetupSteps.length}件です。`, MUTED)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px 0;">${items}</table>
${button(data.setupUrl, 'ダッシュボードで続ける')}`;
}

export function renderReportHtml(data: WeeklyReportData, subject: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1f1f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f1f1f6" style="background-color:#f1f1f6;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${BORDER};">
<tr><td bgcolor="${PURPLE}" style="background-color:${PURPLE};padding:24px 32px;">
<p style="margin:0;font-family:${FONT};font-size:13px;line-height:1.5;color:#ede9fe;">AIアバター 管理コンソール</p>
<h1 style="margin:4px 0 0 0;font-family:${FONT};font-size:22px;line-height:1.4;color:#ffffff;">${REPORT_TITLE}</h1>
<p style="margin:6px 0 0 0;font-family:${FONT};font-size:14px;line-height:1.5;color:#ffffff;">${escapeHtml(dayLabel(data.from))} 〜 ${escapeHtml(dayLabel(data.to))}</p>
</td></tr>
<tr><td style="padding:24px 32px 0 32px;">${paragraph(`${escapeHtml(data.ownerName)} 様、この1週間のエージェントの様子をお届けします。`)}</td></tr>
${section('この週の数字（前の週との比較）', kpiTable(data))}
${section('未回答の質問 TOP5', unansweredTable(data))}
${section('言い換えの提案', proposals(data))}
${section('はじめの設定', setup(data))}
${section('前回のレポートからの変化', paragraph(escapeHtml(taughtLine(data.taught))))}
<tr><td style="padding:28px 32px 24px 32px;">
<p style="margin:0;padding-top:16px;border-top:1px solid ${BORDER};font-family:${FONT};font-size:12px;line-height:1.7;color:${MUTED};">このメールは、管理コンソールの「メール通知」で週次レポートを有効にしたアカウントにお送りしています。リンクを開くにはログインが必要です。配信の曜日・時刻・宛先は<a href="${escapeHtml(data.settingsUrl)}" target="_blank" style="color:${PURPLE};">管理コンソール</a>のアカウントメニュー「メール通知」で変更できます。<br><a href="${escapeHtml(data.unsubscribeUrl)}" target="_blank" style="color:${PURPLE};">配信を停止する</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
