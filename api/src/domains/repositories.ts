import type { Database } from '../db/database';
import { createAnalyticsRepository } from './analytics/analytics-repository';
import { createAgentContextRepository } from './agent/agent-context-repository';
import { createConversationsRepository } from './agent/conversations-repository';
import { createSignInRepository } from './agent/visitor-sign-in/sign-in-repository';
import { createLoginAttemptsRepository } from './auth/login-attempts-repository';
import { createRefreshTokensRepository } from './auth/refresh-tokens-repository';
import { createAgentSettingsRepository } from './chatsettings/agent-settings-repository';
import { createForbiddenListsRepository } from './chatsettings/forbidden-lists/forbidden-lists-repository';
import { createQuickRepliesRepository } from './chatsettings/quick-replies-repository';
import { createRefusedOriginsRepository } from './chatsettings/refused-origins/refused-origins-repository';
import { createVisitorAccountsRepository } from './chatsettings/visitor-accounts/visitor-accounts-repository';
import { createFormsRepository } from './forms/forms-repository';
import { createConversationErasureRepository } from './history/conversation-erasure-repository';
import { createJobLeaseRepository } from './history/job-lease-repository';
import { createRetentionRepository } from './history/retention-repository';
import { createSampleHistoryRepository } from './history/sample-history-repository';
import { createTaughtQuestionsRepository } from './history/taught-questions-repository';
import { createConversationHistoryRepository } from './history/conversation-history-repository';
import { createFormAnswerHistoryRepository } from './history/form-answer-history-repository';
import { createKnowledgeIndexRepository } from './knowledge/knowledge-index-repository';
import { createKnowledgeItemsRepository } from './knowledge/knowledge-items-repository';
import { createKnowledgeQueueRepository } from './knowledge/knowledge-queue-repository';
import { createKnowledgeSearchRepository } from './knowledge/knowledge-search-repository';
import { createPhrasingProposalsRepository } from './knowledge/phrasing-proposals-repository';
import { createMediaItemsRepository } from './media/media-items-repository';
import { createOwnersRepository } from './owners/owners-repository';
import { createWeeklyReportRepository } from './weekly-report/weekly-report-repository';

/** Every repository of every domain, on one database: the one way to reach SQL. */
function createRepositories(db: Database) {
  return {
    owners: createOwnersRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    loginAttempts: createLoginAttemptsRepository(db),
    agentSettings: createAgentSettingsRepository(db),
    quickReplies: createQuickRepliesRepository(db),
    forbiddenLists: createForbiddenListsRepository(db),
    visitorAccounts: createVisitorAccountsRepository(db),
    refusedOrigins: createRefusedOriginsRepository(db),
    forms: createFormsRepository(db),
    knowledgeItems: createKnowledgeItemsRepository(db),
    knowledgeIndex: createKnowledgeIndexRepository(db),
    knowledgeQueue: createKnowledgeQueueRepository(db),
    knowledgeSearch: createKnowledgeSearchRepository(db),
    phrasingProposals: createPhrasingProposalsRepository(db),
    mediaItems: createMediaItemsRepository(db),
    conversations: createConversationsRepository(db),
    agentContext: createAgentContextRepository(db),
    conversationHistory: createConversationHistoryRepository(db),
    formAnswerHistory: createFormAnswerHistoryRepository(db),
    signIn: createSignInRepository(db),
    // The history's deletions, retention job and sample data.
    conversationErasure: createConversationErasureRepository(db),
    retention: createRetentionRepository(db),
    jobLeases: createJobLeaseRepository(db),
    sampleHistory: createSampleHistoryRepository(db),
    analytics: createAnalyticsRepository(db),
    taughtQuestions: createTaughtQuestionsRepository(db),
    weeklyReport: createWeeklyReportRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

const made = new WeakMap<Database, Repositories>();

/**
 * The repositories of a database, made once per database: the app decorates them as `app.repositories`
 * (plugins/app/repositories.ts), and the domain functions other packages call with a bare database
 * (createOwner, submitFormAnswer, the agent runtime, retrieve) reach the same objects through here.
 * Repositories hold no state besides the database, so sharing them is only a saving.
 */
export function repositoriesOf(db: Database): Repositories {
  let repositories = made.get(db);
  if (!repositories) {
    repositories = createRepositories(db);
    made.set(db, repositories);
  }
  return repositories;
}
