import { z } from 'zod';
import * as contracts from '../../src';

// The API derives validation, serialization and its OpenAPI document from these schemas, so each
// must convert: requests as input, responses as output.

const requests = {
  avatarSettingsRequestSchema: contracts.avatarSettingsRequestSchema,
  voiceSettingsRequestSchema: contracts.voiceSettingsRequestSchema,
  voicevoxSpeakersQuerySchema: contracts.voicevoxSpeakersQuerySchema,
  voicevoxPreviewRequestSchema: contracts.voicevoxPreviewRequestSchema,
  emotionStatesRequestSchema: contracts.emotionStatesRequestSchema,
  basicAgentSettingsRequestSchema: contracts.basicAgentSettingsRequestSchema,
};

const responses = {
  avatarSettingsResponseSchema: contracts.avatarSettingsResponseSchema,
  voiceSettingsResponseSchema: contracts.voiceSettingsResponseSchema,
  voicevoxSpeakersResponseSchema: contracts.voicevoxSpeakersResponseSchema,
  emotionStatesResponseSchema: contracts.emotionStatesResponseSchema,
  basicAgentSettingsResponseSchema: contracts.basicAgentSettingsResponseSchema,
};

describe('avatar settings as JSON Schema', () => {
  it.each(Object.entries(requests))('converts the request %s as input', (_name, schema: z.ZodType) => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toHaveProperty('type', 'object');
  });

  it.each(Object.entries(responses))('converts the response %s as output', (_name, schema: z.ZodType) => {
    expect(z.toJSONSchema(schema, { io: 'output' })).toHaveProperty('type', 'object');
  });

  it('names every path below /api/v1 without a leading slash', () => {
    for (const path of Object.values(contracts.AVATARSETTINGS_API_PATHS)) expect(path).toMatch(/^[a-z-]+(\/[a-z-]+)?$/);
  });
});
