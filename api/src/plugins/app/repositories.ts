import fp from 'fastify-plugin';
import { type AgentSettingsRepository, createAgentSettingsRepository } from '../../repositories/agent-settings-repository';
import { createForbiddenEntriesRepository, type ForbiddenEntriesRepository } from '../../repositories/forbidden-entries-repository';
import { createFormsRepository, type FormsRepository } from '../../repositories/forms-repository';
import { createLoginAttemptsRepository, type LoginAttemptsRepository } from '../../repositories/login-attempts-repository';
import { createOwnersRepository, type OwnersRepository } from '../../repositories/owners-repository';
import { createQuickRepliesRepository, type QuickRepliesRepository } from '../../repositories/quick-replies-repository';
import { createRefreshTokensRepository, type RefreshTokensRepository } from '../../repositories/refresh-tokens-repository';
import { createVisitorAccountsRepository, type VisitorAccountsRepository } from '../../repositories/visitor-accounts-repository';

export interface Repositories {
  owners: OwnersRepository;
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
  agentSettings: AgentSettingsRepository;
  quickReplies: QuickRepliesRepository;
  forbiddenEntries: ForbiddenEntriesRepository;
  visitorAccounts: VisitorAccountsRepository;
  forms: FormsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repositories', {
      owners: createOwnersRepository(db),
      refreshTokens: createRefreshTokensRepository(db),
      loginAttempts: createLoginAttemptsRepository(db),
      agentSettings: createAgentSettingsRepository(db),
      quickReplies: createQuickRepliesRepository(db),
      forbiddenEntries: createForbiddenEntriesRepository(db),
      visitorAccounts: createVisitorAccountsRepository(db),
      forms: createFormsRepository(db),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
