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
