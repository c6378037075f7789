import type { DeepPartial } from 'react-hook-form';
import {
  MESSAGE_VARIABLE_SAMPLES,
  VISITOR_ADDRESS_FALLBACK,
  VISITOR_NAME_VARIABLE,
  fillVariables,
  type BasicAgentSettingsRequest,
  type PersonaTone,
} from 'shared-contracts';

export interface GreetingPreview {
  agentName: string;
  greeting: string;
  /** One line in the persona's tone, first person and way of addressing the visitor. */
  personaSample: string;
}

const PERSONA_SAMPLES: Record<PersonaTone, (visitor: string, self: string) => string> = {
  polite: (visitor, self) => `${visitor}、${self}がご案内いたします。`,
  friendly: (visitor, self) => `${visitor}、${self}がご案内しますね！`,
  casual: (visitor, self) => `${visitor}、${self}が案内するよ！`,
};

/**
 * The greeting and a persona line as a visitor would read them, from the form's unsaved values:
 * {agent_name} is the name being typed, the other variables take the console's samples.
 */
export function greetingPreviewOf(values: DeepPartial<BasicAgentSettingsRequest>): GreetingPreview {
  const agentName = values.name?.trim() || MESSAGE_VARIABLE_SAMPLES.agent_name;
  const sample = { ...MESSAGE_VARIABLE_SAMPLES, agent_name: agentName };
  const address = values.persona?.visitor_address?.trim() || VISITOR_ADDRESS_FALLBACK;
  const visitor = address.replaceAll(VISITOR_NAME_VARIABLE, MESSAGE_VARIABLE_SAMPLES.visitor_name);
  const self = values.persona?.first_person?.trim() || '私';
  const tone = values.persona?.tone ?? 'polite';
  return {
    agentName,
    greeting: fillVariables(values.greeting ?? '', sample),
    personaSample: PERSONA_SAMPLES[tone](visitor, self),
  };
}
