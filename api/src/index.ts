/** What other packages (seeds, e2e, later issues) may use from the API package. */
export { buildApp, type AppOptions } from './app';
export type { Database, DatabaseConfig, DatabaseConnection } from './db/database';
export { openDatabase } from './db/open-database';
export * as schema from './db/schema';
export { createOwner, type NewOwner } from './domains/owners/create-owner';
export { ensureDemoOwner } from './seed/demo-owner';
export { createVisitorAccount, type NewVisitorAccount } from './domains/chatsettings/visitor-accounts/create-visitor-account';
export * as knowledge from './domains/knowledge';
export { previewAnswer, type AgentDeps, type AnswerPreview } from './domains/agent';
export { installedBuiltinModel, resolveModelLocation, type ModelLocation } from './domains/knowledge/embedding/model-location';
