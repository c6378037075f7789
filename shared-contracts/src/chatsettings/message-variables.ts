import { requiredText } from '../common/text-field';

/**
 * Owner-written messages may hold these placeholders; the agent runtime fills them per visitor
 * with {@link fillVariables}, the console's preview fills them with samples.
 */
export const MESSAGE_VARIABLES = ['agent_name', 'visitor_name', 'date', 'time'] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];
export type MessageVariableValues = Record<MessageVariable, string>;

export const MESSAGE_VARIABLE_LABELS: Record<MessageVariable, string> = {
  agent_name: 'エージェント名',
  visitor_name: '訪問者の名前',
  date: '日付',
  time: '時刻',
};

/** What the preview shows in place of each variable. */
export const MESSAGE_VARIABLE_SAMPLES: MessageVariableValues = {
  agent_name: 'AIアシスタント',
  visitor_name: '山田 太郎',
  date: '2026年11月21日',
  time: '14:30',
};

// Anything in braces counts as an attempted variable, so `{名前}` or `{ agent_name }` is pointed
// out to the owner instead of reaching visitors as literal text.
const PLACEHOLDER = /\{([^{}]+)\}/g;

function isMessageVariable(name: string): name is MessageVariable {
  return (MESSAGE_VARIABLES as readonly string[]).includes(name);
}

/** The placeholders in `body` that are not variables, each once, in order of appearance. */
export function unknownVariables(body: string): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) {
    if (!isMessageVariable(match[1] ?? '')) unknown.add(match[0]);
  }
  return [...unknown];
}

/** Replaces each known variable in one pass: a value that itself contains `{date}` stays as written. */
export function fillVariables(body: string, values: MessageVariableValues): string {
  return body.replace(PLACEHOLDER, (whole: string, name: string) => (isMessageVariable(name) ? values[name] : whole));
}

const AVAILABLE = MESSAGE_VARIABLES.map((v) => `{${v}}`).join(' ');

/** A message body that refuses unknown placeholders, naming them and the ones that exist. */
export function messageBodySchema(name: string, max: number) {
  return requiredText(name, max).superRefine((body, ctx) => {
    const unknown = unknownVariables(body);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `使えない変数があります: ${unknown.join(' ')}。使える変数は ${AVAILABLE} です`,
      });
    }
  });
}
