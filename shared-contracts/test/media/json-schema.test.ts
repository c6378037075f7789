import { z } from 'zod';
import * as contracts from '../../src';

// The API derives validation, serialization and its OpenAPI document from these schemas.

describe('media library as JSON Schema', () => {
  it.each([
    ['mediaListQuerySchema', contracts.mediaListQuerySchema],
    ['mediaUpdateRequestSchema', contracts.mediaUpdateRequestSchema],
    ['mediaDeleteQuerySchema', contracts.mediaDeleteQuerySchema],
  ])('converts the request %s as input', (_name, schema: z.ZodType) => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toHaveProperty('type', 'object');
  });

  it.each([
    ['mediaItemSchema', contracts.mediaItemSchema],
    ['mediaListResponseSchema', contracts.mediaListResponseSchema],
    ['mediaTagListResponseSchema', contracts.mediaTagListResponseSchema],
    ['mediaInUseErrorSchema', contracts.mediaInUseErrorSchema],
  ])('converts the response %s as output', (_name, schema: z.ZodType) => {
    expect(z.toJSONSchema(schema, { io: 'output' })).toHaveProperty('type', 'object');
  });

  it('names every path below /api/v1 without a leading slash', () => {
    for (const path of Object.values(contracts.MEDIA_API_PATHS)) expect(path).toMatch(/^[a-z-]+(\/[a-z-]+)?$/);
  });
});
