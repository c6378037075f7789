/**
 * The widget's wire protocol as plain constants and types, with no imports: the loader and the frame
 * bundle import this file (`shared-contracts/widget-protocol`) without pulling zod into a bundle
 * that must stay a few KB. The zod schemas beside it describe the same shapes for the API.
 */

/** Every postMessage between the loader, the frame and the sign-in pop-ups carries this source. */
export const WIDGET_MESSAGE_SOURCE = 'avatar-chat';

/** The global the served loader's prefix fills: `window[WIDGET_BOOT_GLOBAL][agentId] = WidgetBoot`. */
export const WIDGET_BOOT_GLOBAL = '__avatarChatBoot';

/** The public routes, below `/api/v1`. `agentId` is the owner's public agent id. */
export const WIDGET_PUBLIC_API_PREFIX = '/api/v1/public/widget';
/** The frame bundle's files, served with immutable caching: `${WIDGET_ASSETS_PREFIX}/<file>`. */
export const WIDGET_ASSETS_PREFIX = '/api/v1/public/widget-assets';

/**
 * Where the loader reports a page whose origin the owner did not allow (POST, no body: the API reads
 * the browser's Origin header). Apart from WIDGET_API_PATHS so the loader imports only this string.
 */
export const WIDGET_REFUSALS_PATH = 'refusals';

/** Paths below `${WIDGET_PUBLIC_API_PREFIX}/${agentId}/`, without a leading slash. */
export const WIDGET_API_PATHS = {
  loader: 'widget.js',
  frame: 'frame',
  refusals: WIDGET_REFUSALS_PATH,
  config: 'config',
  conversations: 'conversations',
  conversationMessages: (conversationId: string) => `conversations/${encodeURIComponent(conversationId)}/messages`,
  messageFeedback: (messageId: string) => `messages/${encodeURIComponent(messageId)}/feedback`,
  formAnswers: (formId: string) => `forms/${encodeURIComponent(formId)}/answers`,
  speech: 'speech',
} as const;

/** The frame's query: the embedding page's origin and URL, and 1 for the console's test chat. */
export const FRAME_QUERY = { origin: 'origin', page: 'page', preview: 'preview' } as const;

/** The events of the answer stream (`POST …/messages`, text/event-stream), in the order they come. */
export const WIDGET_STREAM_EVENTS = ['visitor', 'start', 'delta', 'done', 'error'] as const;
export type WidgetStreamEventName = (typeof WIDGET_STREAM_EVENTS)[number];

/** postMessage types (all with `source: WIDGET_MESSAGE_SOURCE`). */
export const WIDGET_POST_MESSAGE_TYPES = {
  /** frame → loader: this site may not run the widget; remove the launcher. */
  refused: 'refused',
  /** sign-in pop-up → frame: the visitor signed in. */
  signedIn: 'signed-in',
  /**
   * frame → console (preview conversations only, as the API decided from the page's origin): the
   * conversation on show, `{ conversation_id, answer_ids }` (the agent's messages so far, oldest first).
   */
  conversation: 'conversation',
  /** frame → console (preview only): an answer finished streaming, `{ message_id }`. */
  answered: 'answered',
  /** console → frame (preview only): forget this test visitor and start an empty conversation. */
  newConversation: 'new-conversation',
} as const;
export type WidgetPostMessageType = (typeof WIDGET_POST_MESSAGE_TYPES)[keyof typeof WIDGET_POST_MESSAGE_TYPES];

/** Error codes of the public routes that the widget reacts to. */
export const WIDGET_ERROR_CODES = {
  originNotAllowed: 'origin_not_allowed',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  voicevoxNotConfigured: 'voice_engine_not_voicevox',
  answerFailed: 'answer_failed',
  /** The API stopped (a deploy, a restart) before the answer was written: the stream's last event. */
  answerInterrupted: 'answer_interrupted',
} as const;
