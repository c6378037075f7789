import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, teachKnowledgeRequestSchema, teachKnowledgeResponseSchema } from 'shared-contracts';
import type { AgentDeps } from '#src/domains/agent/index';
import { type TeachDeps, teachKnowledge } from '#src/domains/history/teach-knowledge';
import { BEARER } from '../owner-route';

/** The teach dialog waits this long for the item's new passages before saying what the agent answers meanwhile. */
export const TEACH_INDEX_WAIT_MS = 15_000;

/** What teaching needs of the app: its repositories, the runtime to ask, and this replica's indexing loop. */
export function teachDepsOf(app: FastifyInstance): TeachDeps & { repositories: FastifyInstance['repositories'] } {
  const agent: AgentDeps = { db: app.database.db, publicApiUrl: app.config.publicApiUrl, secretBox: app.secretBox };
  return { repositories: app.repositories, agent, kickIndexing: () => app.knowledge.jobs.kick(), indexWaitMs: TEACH_INDEX_WAIT_MS };
}

const teach: FastifyPluginAsyncZod = async (app) => {
  const deps = teachDepsOf(app);

  app.post(
    '/teach',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Teach the agent a question it missed: a new Q&A, or a new phrasing of an existing Q&A',
        description:
          'new_qa creates a Q&A as POST knowledge-items does (409 duplicate naming the Q&A when one already holds the question or the runtime already answers it with one: teach-check); add_phrasing appends the question to the Q&A\'s alternatives (400 at question when already there or when it has 20). Waits (up to 15 s) for the item to be indexed, then asks the runtime what it answers the question now: answered is true when that is this Q&A, answer_preview is the text; also_answers lists other unanswered questions of the last 30 days it now answers. The question\'s group leaves 未回答の質問 (対応済み). message_id, when given, must be a visitor message of this agent.',
        security: BEARER,
        body: teachKnowledgeRequestSchema,
        response: { 200: teachKnowledgeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      teachKnowledge(deps, request.owner, request.body),
  );
};

export default teach;
