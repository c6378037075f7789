import type { MessageToStore } from './conversations-repository';

/** A message's fields that say how an answer was made, empty: a visitor's message, or an answer made without any of them. */
export const EMPTY_MESSAGE = {
  emotion: null,
  engine: null,
  rule: null,
  sources: [],
  quickReplies: [],
  candidates: [],
  form: null,
  links: [],
  images: [],
  model: null,
  timing: null,
} satisfies Partial<MessageToStore>;
