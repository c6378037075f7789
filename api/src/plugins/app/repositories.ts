import fp from 'fastify-plugin';
import { type AgentSettingsRepository, createAgentSettingsRepository } from '../../domains/chatsettings/agent-settings-repository';
import { createForbiddenListsRepository, type ForbiddenListsRepository } from '../../domains/chatsettings/forbidden-lists/forbidden-lists-repository';
import { createFormsRepository, type FormsRepository } from '../../domains/forms/forms-repository';
import { createLoginAttemptsRepository, type LoginAttemptsRepository } from '../../domains/auth/login-attempts-repository';
import { createOwnersRepository, type OwnersRepository } from '../../domains/owners/owners-repository';
import { createQuickRepliesRepository, type QuickRepliesRepository } from '../../domains/chatsettings/quick-replies-repository';
import { createRefreshTokensRepository, type RefreshTokensRepository } from '../../domains/auth/refresh-tokens-repository';
import { createVisitorAccountsRepository, type VisitorAccountsRepository } from '../../domains/chatsettings/visitor-accounts/visitor-accounts-repository';

export interface Repositories {
  owners: OwnersRepository;
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
  agentSettings: AgentSettingsRepository;
  quickReplies: QuickRepliesRepository;
  forbiddenLists: ForbiddenListsRepository;
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
      forbiddenLists: createForbiddenListsRepository(db),
      visitorAccounts: createVisitorAccountsRepository(db),
      forms: createFormsRepository(db),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
