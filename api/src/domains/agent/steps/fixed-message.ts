import {
  type BasicAgentSettings,
  fillVariables,
  type FixedMessageImageKind,
  type FixedMessageKind,
  type FixedMessages,
  VISITOR_ADDRESS_FALLBACK,
} from 'shared-contracts';

export interface VariableContext {
  agentName: string;
  visitorName: string | null;
  now: Date;
  timeZone: string;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = map.get(timeZone);
  if (!formatter) {
    formatter = make();
    map.set(timeZone, formatter);
  }
  return formatter;
}

/** Fills {agent_name}, {visitor_name} (お客様 without a signed-in name), {date} and {time} on the owner's clock. */
export function renderMessage(body: string, context: VariableContext): string {
  const date = cached(dateFormatters, context.timeZone, () => new Intl.DateTimeFormat('ja-JP', { timeZone: context.timeZone, dateStyle: 'long' }));
  const time = cached(
    timeFormatters,
    context.timeZone,
    () => new Intl.DateTimeFormat('ja-JP', { timeZone: context.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  return fillVariables(body, {
    agent_name: context.agentName,
    visitor_name: context.visitorName ?? VISITOR_ADDRESS_FALLBACK,
    date: date.format(context.now),
    time: time.format(context.now),
  });
}

export function renderFixedMessage(fixed: FixedMessages, kind: FixedMessageKind, basic: BasicAgentSettings, visitorName: string | null, now: Date): string {
  return renderMessage(fixed.messages[kind], { agentName: basic.name, visitorName, now, timeZone: fixed.business_hours.timezone });
}

/** The picture attached to a fixed message; documents saved before pictures existed have none. */
export function fixedMessageImage(fixed: FixedMessages, kind: FixedMessageImageKind): string | null {
  return fixed.images[kind] ?? null;
}
