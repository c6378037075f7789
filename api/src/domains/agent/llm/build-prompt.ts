import type { ModelMessage } from 'ai';
import { type BasicAgentSettings, type DetailAiSettings, VISITOR_ADDRESS_FALLBACK, VISITOR_NAME_VARIABLE } from 'shared-contracts';
import type { RetrievedPassage } from '../../knowledge';
import { agentLabels } from '../labels';

export interface PromptInput {
  basic: BasicAgentSettings;
  detailAi: DetailAiSettings;
  visitorName: string | null;
  passages: readonly RetrievedPassage[];
  /** Earlier turns, oldest first. */
  memory: readonly { role: 'visitor' | 'agent'; text: string }[];
  question: string;
}

/** How the agent addresses the visitor: the owner's form of address with {visitor_name} filled (お客様 without a name). */
export function visitorAddress(basic: BasicAgentSettings, visitorName: string | null): string {
  const address = basic.persona.visitor_address;
  if (!address.includes(VISITOR_NAME_VARIABLE)) return address;
  return visitorName ? address.replaceAll(VISITOR_NAME_VARIABLE, visitorName) : VISITOR_ADDRESS_FALLBACK;
}

/**
 * The system prompt (who the agent is and how it speaks, the owner's instructions, the knowledge
 * passages) and the conversation (memory turns, then the question).
 */
export function buildPrompt(input: PromptInput): { system: string; messages: ModelMessage[] } {
  const { basic, detailAi } = input;
  const lines = [
    `あなたは「${basic.name}」という名前のAIアシスタントです。${basic.description}`.trim(),
    `一人称は「${basic.persona.first_person}」、相手のことは「${visitorAddress(basic, input.visitorName)}」と呼んでください。`,
    agentLabels.tone[basic.persona.tone],
    agentLabels.language[basic.language],
    `回答は${detailAi.max_answer_chars}文字以内にしてください。`,
    detailAi.answer_only_from_knowledge
      ? '次の「ナレッジ」に書かれていることだけをもとに答え、書かれていないことは推測せず、わからないと伝えてください。'
      : '次の「ナレッジ」を優先して参考にしてください。',
    '',
    '# オーナーからの指示',
    detailAi.system_prompt,
    '',
    '# ナレッジ',
    ...(input.passages.length === 0
      ? ['（該当するナレッジはありません）']
      : input.passages.map((p, index) => `## [${index + 1}] ${p.itemTitle}${p.heading && p.heading !== p.itemTitle ? ` › ${p.heading}` : ''}\n${p.text}`)),
  ];
  const messages: ModelMessage[] = input.memory.map((turn) =>
    turn.role === 'visitor' ? { role: 'user', content: turn.text } : { role: 'assistant', content: turn.text },
  );
  messages.push({ role: 'user', content: input.question });
  return { system: lines.join('\n'), messages };
}
