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
import { named } from '#src/routes/named';

/** /form-answers: フォーム回答履歴, every answer visitors gave to the owner's forms (paths: HISTORY_API_PATHS of shared-contracts). */
const formAnswers: FastifyPluginAsync = async (app) => {
  await app.register(named(listFormAnswers));
  await app.register(named(countFormAnswers));
  await app.register(named(bulkDeleteFormAnswers));
  await app.register(named(exportFormAnswers));
  await app.register(named(formAnswerForms));
  await app.register(named(formAnswerColumns));
  await app.register(named(formAnswerStats));
  await app.register(named(getFormAnswer));
  await app.register(named(deleteFormAnswer));
};

export default formAnswers;
