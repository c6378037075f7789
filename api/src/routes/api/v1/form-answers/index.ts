import type { FastifyPluginAsync } from 'fastify';
import bulkDeleteFormAnswers from './bulk-delete';
import countFormAnswers from './count';
import deleteFormAnswer from './delete';
import exportFormAnswers from './export';
import formAnswerColumns from './form-columns';
import formAnswerStats from './form-stats';
import formAnswerForms from './forms';
import getFormAnswer from './get';
import listFormAnswers from './list';

/** /form-answers: フォーム回答履歴, every answer visitors gave to the owner's forms (paths: HISTORY_API_PATHS of shared-contracts). */
const formAnswers: FastifyPluginAsync = async (app) => {
  await app.register(listFormAnswers);
  await app.register(countFormAnswers);
  await app.register(bulkDeleteFormAnswers);
  await app.register(exportFormAnswers);
  await app.register(formAnswerForms);
  await app.register(formAnswerColumns);
  await app.register(formAnswerStats);
  await app.register(getFormAnswer);
  await app.register(deleteFormAnswer);
};

export default formAnswers;
