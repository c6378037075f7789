import type { FastifyPluginAsync } from 'fastify';
import createForm from './create';
import deleteForm from './delete';
import duplicateForm from './duplicate';
import getForm from './get';
import getFormVersion from './get-version';
import listForms from './list';
import updateForm from './update';

/** /forms: the forms the widget shows in the chat, saved as versions (paths: FORMS_API_PATHS of shared-contracts). */
const forms: FastifyPluginAsync = async (app) => {
  await app.register(listForms);
  await app.register(createForm);
  await app.register(getForm);
  await app.register(updateForm);
  await app.register(deleteForm);
  await app.register(duplicateForm);
  await app.register(getFormVersion);
};

export default forms;
