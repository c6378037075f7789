import { PERIOD_PRESET_LABELS, PERIOD_PRESETS, type PeriodPreset } from 'shared-contracts';

/**
 * Reading and writing a history list's query in the URL (docs/architecture.md §9: filters live in the URL), the
 * parts 会話履歴 and フォーム回答履歴 share.
 */

/** The option whose text the URL holds, else the fallback (a hand-edited URL). */
export function oneOf<T extends string | number>(options: readonly T[], value: string | number | null, fallback: T): T {
  return options.find((option) => String(option) === String(value)) ?? fallback;
}

/** queryFlag's reading: "true" or "1" is on. */
export const flag = (value: string | null) => value === 'true' || value === '1';

/** A value as a URL or API parameter: a flag is "true" when on and left out when off. */
export function asParam(value: string | number | boolean): string {
  return typeof value === 'boolean' ? (value ? 'true' : '') : String(value);
}

/** The page the URL says, 1 when it says none that can be. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 期間: a preset, with its range only for 期間を指定; typed days are kept for the contract to judge. */
export function readPeriod(params: URLSearchParams): { period: PeriodPreset; from: string; to: string } {
  const period = oneOf(PERIOD_PRESETS, params.get('period'), '');
  return {
    period,
    from: period === 'custom' ? (params.get('from') ?? '') : '',
    to: period === 'custom' ? (params.get('to') ?? '') : '',
  };
}

/** A range belongs to 期間を指定 only: any other period drops it. */
export function withPeriodRange<S extends { period: PeriodPreset; from: string; to: string }>(state: S): S {
  return state.period === 'custom' ? state : { ...state, from: '', to: '' };
}

/** 「7日」, or the custom range 「2026-11-01 〜 2026-11-30」. */
export function periodText(state: { period: PeriodPreset; from: string; to: string }): string {
  if (state.period !== 'custom') return PERIOD_PRESET_LABELS[state.period];
  return `${state.from || '…'} 〜 ${state.to || '…'}`;
}

/** What the contract refuses, by field: the first message of each field the state has. */
export function problemsByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === String(issue.path[0] ?? ''));
    if (field !== undefined && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}

/** The API's field messages (a 400's `fields`) that belong to a field of the query. */
export function problemsOfFields<F extends string>(fields: Readonly<Record<string, string>>, names: readonly F[]): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = names.find((candidate) => candidate === field);
    if (name !== undefined) problems[name] = message;
  }
  return problems;
}
