import type { FastifyPluginAsync } from 'fastify';
import createKnowledgeItem from './create';
import createKnowledgeUrl from './create-url';
import deleteKnowledgeItem from './delete';
import getKnowledgeItem from './get';
import listKnowledgeItems from './list';
import confirmPhrasingProposal from './phrasing-proposal-confirm';
import rejectPhrasingProposal from './phrasing-proposal-reject';
import listPhrasingProposals from './phrasing-proposals-list';
import exportQa from './qa-export';
import importQaCsv from './qa-import';
import reindexKnowledgeItem from './reindex';
import replaceKnowledgeFile from './replace-file';
import searchTest from './search-test';
import teach from './teach';
import teachCheck from './teach-check';
import updateKnowledgeItem from './update';
import uploadKnowledgeFile from './upload';
import vectorStatus from './vector-status';
import { named } from '#src/routes/named';

/** /knowledge-items: the knowledge data store (paths: KNOWLEDGE_API_PATHS of shared-contracts). */
const knowledgeItems: FastifyPluginAsync = async (app) => {
  await app.register(named(listKnowledgeItems));
  await app.register(named(createKnowledgeItem));
  await app.register(named(uploadKnowledgeFile));
  await app.register(named(createKnowledgeUrl));
  await app.register(named(searchTest));
  await app.register(named(vectorStatus));
  await app.register(named(teach));
  await app.register(named(teachCheck));
  await app.register(named(listPhrasingProposals));
  await app.register(named(confirmPhrasingProposal));
  await app.register(named(rejectPhrasingProposal));
  await app.register(named(importQaCsv));
  await app.register(named(exportQa));
  await app.register(named(getKnowledgeItem));
  await app.register(named(updateKnowledgeItem));
  await app.register(named(replaceKnowledgeFile));
  await app.register(named(deleteKnowledgeItem));
  await app.register(named(reindexKnowledgeItem));
};

export default knowledgeItems;
