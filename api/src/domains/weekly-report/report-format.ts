import { KPI_DEFINITIONS, type AnalyticsSummary, type KpiKey } from 'shared-contracts';

/** How the mail writes figures, the same way in HTML and in plain text. */

const count = (n: number) => `${n.toLocaleString('ja-JP')}`;
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const seconds = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms}ミリ秒` : `${(ms / 1000).toFixed(1)}秒`);

function signed(delta: number, text: string): string {
  if (delta === 0) return `±${text}`;
  return delta > 0 ? `+${text}` : `−${text}`;
}

/** Whether a change is good news (up is good, except for the response time). */
export type Trend = 'better' | 'worse' | 'same' | 'none';

export interface KpiLine {
  key: KpiKey;
  label: string;
  value: string;
  previous: string;
  change: string;
  trend: Trend;
}

function countLine(key: KpiKey, value: number, previous: number, suffix = ''): KpiLine {
  const delta = value - previous;
  return {
    key,
    label: KPI_DEFINITIONS[key].label,
    value: `${count(value)}${suffix}`,
    previous: `${count(previous)}${suffix}`,
    change: signed(delta, count(Math.abs(delta))),
    trend: delta === 0 ? 'same' : delta > 0 ? 'better' : 'worse',
  };
}

function rateLine(key: KpiKey, value: number | null, previous: number | null): KpiLine {
  const both = value !== null && previous !== null;
  const delta = both ? Math.round((value - previous) * 1000) / 10 : 0;
  return {
    key,
    label: KPI_DEFINITIONS[key].label,
    value: percent(value),
    previous: percent(previous),
    change: both ? signed(delta, `${Math.abs(delta).toFixed(1)}pt`) : '—',
    trend: !both ? 'none' : delta === 0 ? 'same' : delta > 0 ? 'better' : 'worse',
  };
}

/** 分析's KPIs, in its order, the week beside the week before. */
export function kpiLines(summary: AnalyticsSummary): KpiLine[] {
  const latency = summary.response_time;
  const latencyDelta = latency.p50_ms !== null && latency.previous_p50_ms !== null ? latency.p50_ms - latency.previous_p50_ms : null;
  const visitors = countLine('visitors', summary.visitors.value, summary.visitors.previous, '人');
  return [
    countLine('conversations', summary.conversations.value, summary.conversations.previous, '件'),
    summary.visitors.estimated ? { ...visitors, value: `約${visitors.value}`, previous: `約${visitors.previous}` } : visitors,
    countLine('questions', summary.questions.value, summary.questions.previous, '件'),
    rateLine('answer_rate', summary.answer_rate.value, summary.answer_rate.previous),
    rateLine('satisfaction', summary.satisfaction.value, summary.satisfaction.previous),
    rateLine('form_submission_rate', summary.form_submission_rate.value, summary.form_submission_rate.previous),
    {
      key: 'response_time',
      label: `${KPI_DEFINITIONS.response_time.label}（中央値）`,
      value: seconds(latency.p50_ms),
      previous: seconds(latency.previous_p50_ms),
      change: latencyDelta === null ? '—' : signed(latencyDelta, seconds(Math.abs(latencyDelta))),
      trend: latencyDelta === null ? 'none' : latencyDelta === 0 ? 'same' : latencyDelta < 0 ? 'better' : 'worse',
    },
  ];
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** 2026年5月4日（月） */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
  return `${year}年${month}月${date}日（${weekday}）`;
}

/** 5月4日〜5月10日 */
export function shortRange(from: string, to: string): string {
  const short = (day: string) => {
    const [, month, date] = day.split('-').map(Number);
    return `${month}月${date}日`;
  };
  return `${short(from)}〜${short(to)}`;
}

/** The one line on what changed since the last report. */
export function taughtLine(taught: { total: number; answered: number; stillMissed: number; notAskedYet: number }): string {
  if (taught.total === 0) return '前回のレポート以降、ナレッジに追加した質問はありません。未回答の質問を追加すると、次回のレポートで効果をお知らせします。';
  const parts = [`回答できている ${taught.answered}件`];
  if (taught.stillMissed > 0) parts.push(`まだ回答できていない ${taught.stillMissed}件`);
  if (taught.notAskedYet > 0) parts.push(`その後まだ質問されていない ${taught.notAskedYet}件`);
  return `前回のレポート以降にナレッジに追加した質問は${taught.total}件です（その後の質問に${parts.join('、')}）。`;
}

export const REPORT_TITLE = '週次レポート';

export function reportSubject(from: string, to: string, summary: AnalyticsSummary): string {
  return `【${REPORT_TITLE}】${shortRange(from, to)}のまとめ（会話 ${count(summary.conversations.value)}件・回答率 ${percent(summary.answer_rate.value)}）`;
}
