// zod's classic API without what a browser form never calls: a module's own export wins over a name
// it re-exports with `export *`, so nothing imports these and webpack drops them. The core namespace,
// the schema compiler, the JSON Schema converters (the API's OpenAPI document uses them, unbundled)
// and the locale tables (our schemas carry their own Japanese messages).
export * from 'zod-classic-external';
export const core = undefined;
export const locales = undefined;
export const compile = undefined;
export const withParser = undefined;
export const ZodCompileAsyncError = undefined;
export const ZodCompileUnsupportedError = undefined;
export const toJSONSchema = undefined;
export const fromJSONSchema = undefined;
