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
import updateKnowledgeItem from './update';
import uploadKnowledgeFile from './upload';

/** /knowledge-items: the knowledge data store (paths: KNOWLEDGE_API_PATHS of shared-contracts). */
const knowledgeItems: FastifyPluginAsync = async (app) => {
  await app.register(listKnowledgeItems);
  await app.register(createKnowledgeItem);
  await app.register(uploadKnowledgeFile);
  await app.register(createKnowledgeUrl);
  await app.register(searchTest);
  await app.register(teach);
  await app.register(listPhrasingProposals);
  await app.register(confirmPhrasingProposal);
  await app.register(rejectPhrasingProposal);
  await app.register(importQaCsv);
  await app.register(exportQa);
  await app.register(getKnowledgeItem);
  await app.register(updateKnowledgeItem);
  await app.register(replaceKnowledgeFile);
  await app.register(deleteKnowledgeItem);
  await app.register(reindexKnowledgeItem);
};

export default knowledgeItems;
