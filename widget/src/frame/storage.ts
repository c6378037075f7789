/** What keeps a conversation across page loads: the visitor's token and their conversation. */
export interface SavedSession {
  visitor_token: string;
  conversation_id: string;
}

const keyOf = (agentId: string, preview: boolean) => `avatar-chat:${agentId}${preview ? ':preview' : ''}`;

/**
 * localStorage of the API's origin, as the iframe sees it (browsers partition it per embedding
 * site, so two sites never share a visitor). Blocked storage (privacy modes) only costs the resume.
 */
export function loadSession(agentId: string, preview: boolean): SavedSession | null {
  try {
    const raw = localStorage.getItem(keyOf(agentId, preview));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedSession>;
    return typeof value.visitor_token === 'string' && typeof value.conversation_id === 'string'
      ? { visitor_token: value.visitor_token, conversation_id: value.conversation_id }
      : null;
  } catch {
    return null;
  }
}

export function saveSession(agentId: string, preview: boolean, session: SavedSession): void {
  try {
    localStorage.setItem(keyOf(agentId, preview), JSON.stringify(session));
  } catch {
    // Storage refused: the chat still works for this page view.
  }
}

export function forgetSession(agentId: string, preview: boolean): void {
  try {
    localStorage.removeItem(keyOf(agentId, preview));
  } catch {
    // Storage refused: there was nothing kept.
  }
}

const VOICE_KEY = 'avatar-chat:voice-muted';

export function loadMuted(): boolean {
  try {
    return localStorage.getItem(VOICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function saveMuted(muted: boolean): void {
  try {
    localStorage.setItem(VOICE_KEY, muted ? '1' : '0');
  } catch {
    // As above.
  }
}

const formsKey = (agentId: string) => `avatar-chat:${agentId}:answered-forms`;
/** How many answered forms are remembered: the oldest are forgotten first. */
const ANSWERED_FORMS_MAX = 50;

/**
 * The forms this visitor already sent, by the message that offered them, with the thank-you message
 * they got: after a reload the conversation shows that message again instead of an empty form.
 */
export function loadAnsweredForms(agentId: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(formsKey(agentId)) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function saveAnsweredForm(agentId: string, messageId: string, thanks: string): void {
  const entries = Object.entries({ ...loadAnsweredForms(agentId), [messageId]: thanks }).slice(-ANSWERED_FORMS_MAX);
  try {
    localStorage.setItem(formsKey(agentId), JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // As above.
  }
}

const greetedKey = (agentId: string, preview: boolean) => `avatar-chat:${agentId}${preview ? ':preview' : ''}:greeted`;

/** The conversation the avatar last greeted: it greets once per conversation, not on every open or page. */
export function loadGreeted(agentId: string, preview: boolean): string | null {
  try {
    return localStorage.getItem(greetedKey(agentId, preview));
  } catch {
    return null;
  }
}

export function saveGreeted(agentId: string, preview: boolean, conversationId: string): void {
  try {
    localStorage.setItem(greetedKey(agentId, preview), conversationId);
  } catch {
    // As above: the frame still remembers it for this page view.
  }
}
