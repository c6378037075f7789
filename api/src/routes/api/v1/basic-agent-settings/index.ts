import { BASIC_AGENT_SETTINGS_DEFAULTS, basicAgentSettingsRequestSchema, basicAgentSettingsResponseSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /basic-agent-settings: one document per agent (agent_settings). */
export default documentSettingsRoutes('basic_agent', BASIC_AGENT_SETTINGS_DEFAULTS, {
  tag: 'avatarsettings',
  get: { summary: "The agent's name, description, persona, language and greeting (the defaults until first saved)" },
  put: { summary: "Save the agent's name, description, persona, language and greeting" },
  body: basicAgentSettingsRequestSchema, response: basicAgentSettingsResponseSchema,
});
