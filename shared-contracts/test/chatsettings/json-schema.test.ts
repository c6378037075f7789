import { z } from 'zod';
import * as contracts from '../../src';

// The API derives validation, serialization and its OpenAPI document from these schemas
// (fastify-type-provider-zod: requests as input, responses as output), so each one must convert.

const requests = {
  chatUiSettingsRequestSchema: contracts.chatUiSettingsRequestSchema,
  quickReplyCreateRequestSchema: contracts.quickReplyCreateRequestSchema,
  quickReplyReorderRequestSchema: contracts.quickReplyReorderRequestSchema,
  fixedMessagesRequestSchema: contracts.fixedMessagesRequestSchema,
  detailAiSettingsRequestSchema: contracts.detailAiSettingsRequestSchema,
  connectionTestRequestSchema: contracts.connectionTestRequestSchema,
  embeddingConnectionTestRequestSchema: contracts.embeddingConnectionTestRequestSchema,
  forbiddenWordCreateRequestSchema: contracts.forbiddenWordCreateRequestSchema,
  forbiddenWordListQuerySchema: contracts.forbiddenWordListQuerySchema,
  forbiddenWordTryRequestSchema: contracts.forbiddenWordTryRequestSchema,
  forbiddenUrlCreateRequestSchema: contracts.forbiddenUrlCreateRequestSchema,
  forbiddenUrlListQuerySchema: contracts.forbiddenUrlListQuerySchema,
  forbiddenUrlTryRequestSchema: contracts.forbiddenUrlTryRequestSchema,
  bulkImportRequestSchema: contracts.bulkImportRequestSchema,
  lineLoginSettingsRequestSchema: contracts.lineLoginSettingsRequestSchema,
  visitorAccountListQuerySchema: contracts.visitorAccountListQuerySchema,
  urlSettingsRequestSchema: contracts.urlSettingsRequestSchema,
};

const responses = {
  chatUiSettingsResponseSchema: contracts.chatUiSettingsResponseSchema,
  quickReplySchema: contracts.quickReplySchema,
  quickReplyListResponseSchema: contracts.quickReplyListResponseSchema,
  fixedMessagesResponseSchema: contracts.fixedMessagesResponseSchema,
  detailAiSettingsResponseSchema: contracts.detailAiSettingsResponseSchema,
  connectionTestResponseSchema: contracts.connectionTestResponseSchema,
  embeddingConnectionTestResponseSchema: contracts.embeddingConnectionTestResponseSchema,
  forbiddenWordSchema: contracts.forbiddenWordSchema,
  forbiddenWordListResponseSchema: contracts.forbiddenWordListResponseSchema,
  forbiddenUrlSchema: contracts.forbiddenUrlSchema,
  forbiddenUrlListResponseSchema: contracts.forbiddenUrlListResponseSchema,
  bulkImportResultSchema: contracts.bulkImportResultSchema,
  tryItResponseSchema: contracts.tryItResponseSchema,
  lineLoginSettingsResponseSchema: contracts.lineLoginSettingsResponseSchema,
  visitorAccountSchema: contracts.visitorAccountSchema,
  visitorAccountListResponseSchema: contracts.visitorAccountListResponseSchema,
  urlSettingsResponseSchema: contracts.urlSettingsResponseSchema,
};

describe('JSON Schema for the API', () => {
  it.each(Object.entries(requests))('converts the request %s as input', (_name, schema: z.ZodType) => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toHaveProperty('type', 'object');
  });

  it.each(Object.entries(responses))('converts the response %s as output', (_name, schema: z.ZodType) => {
    expect(z.toJSONSchema(schema, { io: 'output' })).toHaveProperty('type', 'object');
  });

  it.each(Object.entries(responses))('gives %s no field that could carry a secret', (_name, schema: z.ZodType) => {
    const text = JSON.stringify(z.toJSONSchema(schema, { io: 'output' }));
    expect(text).not.toMatch(/"(embedding_)?api_key"|"channel_secret"/);
  });

  it('does carry the secrets in the requests that set them', () => {
    expect(JSON.stringify(z.toJSONSchema(contracts.detailAiSettingsRequestSchema, { io: 'input' }))).toContain('"api_key"');
    expect(JSON.stringify(z.toJSONSchema(contracts.detailAiSettingsRequestSchema, { io: 'input' }))).toContain('"embedding_api_key"');
    expect(JSON.stringify(z.toJSONSchema(contracts.lineLoginSettingsRequestSchema, { io: 'input' }))).toContain('"channel_secret"');
  });
});
