import { labels } from '../../../labels';

const numberFormat = new Intl.NumberFormat('ja-JP');

export function formatCount(value: number, unit: string): string {
  return `${numberFormat.format(value)}${unit}`;
}

/** What a rate is made of: 33 / 40. */
export function formatParts(numerator: number, denominator: number): string {
  return `${formatCount(numerator, '')} / ${formatCount(denominator, '')}`;
}

/** A share in 0..1 as a percentage with one decimal; nothing to divide by reads as a dash, not 0%. */
export function formatPercent(value: number | null): string {
  return value === null ? labels.kpi.noValue : `${(value * 100).toFixed(1)}%`;
}

/** 850ms under a second, 1.2秒 from a second on. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return labels.kpi.noValue;
  const rounded = Math.round(ms);
  return rounded < 1000 ? `${rounded}${labels.kpi.milliseconds}` : `${(ms / 1000).toFixed(1)}${labels.kpi.seconds}`;
}

export type ChangeTone = 'good' | 'bad' | 'neutral';

export interface Change {
  /** ↑, ↓ or → (unchanged). */
  arrow: string;
  /** '↑ 12件 (+25.0%)', '↓ 2.5ポイント', '↓ 0.2秒'. */
  text: string;
  tone: ChangeTone;
}

function toneOf(diff: number, better: 'higher' | 'lower'): ChangeTone {
  if (diff === 0) return 'neutral';
  return (diff > 0) === (better === 'higher') ? 'good' : 'bad';
}

function arrowOf(diff: number): string {
  return diff > 0 ? '↑' : diff < 0 ? '↓' : '→';
}

/** A count against the previous period: the difference, and its share of the previous when there was one. */
export function countChange(value: number, previous: number, unit: string): Change {
  const diff = value - previous;
  if (diff === 0) return { arrow: '→', text: `→ ${labels.kpi.unchanged}`, tone: 'neutral' };
  const share = previous > 0 ? ` (${diff > 0 ? '+' : '−'}${((Math.abs(diff) / previous) * 100).toFixed(1)}%)` : '';
  return { arrow: arrowOf(diff), text: `${arrowOf(diff)} ${formatCount(Math.abs(diff), unit)}${share}`, tone: toneOf(diff, 'higher') };
}

/** A rate against the previous period, in percentage points; none when either side had nothing to divide. */
export function rateChange(value: number | null, previous: number | null): Change | null {
  if (value === null || previous === null) return null;
  const points = Math.round((value - previous) * 1000) / 10;
  if (points === 0) return { arrow: '→', text: `→ ${labels.kpi.unchanged}`, tone: 'neutral' };
  return { arrow: arrowOf(points), text: `${arrowOf(points)} ${Math.abs(points).toFixed(1)}${labels.kpi.points}`, tone: toneOf(points, 'higher') };
}

/** 応答時間 against the previous period: lower is better. */
export function durationChange(value: number | null, previous: number | null): Change | null {
  if (value === null || previous === null) return null;
  const diff = value - previous;
  if (diff === 0) return { arrow: '→', text: `→ ${labels.kpi.unchanged}`, tone: 'neutral' };
  return { arrow: arrowOf(diff), text: `${arrowOf(diff)} ${formatDuration(Math.abs(diff))}`, tone: toneOf(diff, 'lower') };
}
