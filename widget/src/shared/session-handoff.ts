/**
 * The visitor's session (token and conversation) handed between the frame and the loader, so that a
 * browser refusing storage to the third-party frame still resumes the conversation: the frame posts
 * `session` after each start, the loader keeps it in the site's own storage and gives it back in the
 * frame URL's fragment (`#s=<JSON, URI-encoded>`), which is never sent to a server.
 */
export const SESSION_HASH = 's=';

export interface HandedSession {
  visitor_token: string;
  conversation_id: string;
}

/** The session in a frame URL's fragment, or null when there is none or it is not one. */
export function sessionFromHash(hash: string): HandedSession | null {
  const prefix = `#${SESSION_HASH}`;
  if (!hash.startsWith(prefix)) return null;
  try {
    const value = JSON.parse(decodeURIComponent(hash.slice(prefix.length))) as Partial<HandedSession> | null;
    return value && typeof value.visitor_token === 'string' && typeof value.conversation_id === 'string'
      ? { visitor_token: value.visitor_token, conversation_id: value.conversation_id }
      : null;
  } catch {
    return null;
  }
}
