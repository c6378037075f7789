import { FIXED_MESSAGE_IMAGE_KINDS, FIXED_MESSAGES_DEFAULTS, fixedMessagesRequestSchema, fixedMessagesResponseSchema } from 'shared-contracts';
import { documentSettingsRoutes } from '../settings-routes';

/** GET / PUT /fixed-messages: every kind of fixed message with the business hours, one document per agent. */
export default documentSettingsRoutes('fixed_messages', FIXED_MESSAGES_DEFAULTS, {
  tag: 'chatsettings',
  get: {
    summary: 'The fixed messages and business hours (the defaults until first saved)',
    description: 'Variables such as {agent_name} stay as written; fill them for a preview with fillVariables of shared-contracts.',
  },
  put: {
    summary: 'Save every fixed message and the business hours as one document',
    description: "Each message's picture (images.<kind>) must be one of the owner's media library images: 400 under images.<kind> otherwise.",
  },
  body: fixedMessagesRequestSchema, response: fixedMessagesResponseSchema,
  images: ({ images }) => FIXED_MESSAGE_IMAGE_KINDS.flatMap((kind) => (images[kind] === null ? [] : [{ field: `images.${kind}`, id: images[kind] }])),
});
