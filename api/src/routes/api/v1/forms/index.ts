import type { FastifyPluginAsync } from 'fastify';
import createForm from './create';
import deleteForm from './delete';
import duplicateForm from './duplicate';
import getForm from './get';
import getFormVersion from './get-version';
import listForms from './list';
import updateForm from './update';
import { named } from '#src/routes/named';

/** /forms: the forms the widget shows in the chat, saved as versions (paths: FORMS_API_PATHS of shared-contracts). */
const forms: FastifyPluginAsync = async (app) => {
  await app.register(named(listForms));
  await app.register(named(createForm));
  await app.register(named(getForm));
  await app.register(named(updateForm));
  await app.register(named(deleteForm));
  await app.register(named(duplicateForm));
  await app.register(named(getFormVersion));
};

export default forms;
