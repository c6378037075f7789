import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from 'shared-contracts';
import { z } from 'zod';

/**
 * Every text the API takes in (body, query string, path parameters, headers with a schema) must be
 * storable: no NUL, no unpaired surrogate (shared-contracts' common/storable-text.ts). Checked once
 * here, after each route's own schema has parsed the input (so a schema that cleans a text, as the
 * visitor's chat message does, is checked on what it cleaned), and refused as a 400 under the field
 * like any other schema refusal, instead of reaching PostgreSQL and failing there as a 500.
 */
const storable = z.unknown().superRefine((value, ctx) => {
  for (const path of unstorableTextPaths(value)) ctx.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE });
});

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) =>
  zodValidatorCompiler({ ...rest, schema: schema.pipe(storable) });
