/** Relative to the API prefix (…/api/v1), without a leading slash, as shared-auth's calls take them. */
export const HISTORY_API_PATHS = {
  conversations: 'conversations',
  conversation: (id: string) => `conversations/${encodeURIComponent(id)}`,
  neighbours: (id: string) => `conversations/${encodeURIComponent(id)}/neighbours`,
  /** DELETE: erase everything of the visitor of this conversation, their account included. */
  visitor: (id: string) => `conversations/${encodeURIComponent(id)}/visitor`,
  export: 'conversations/export',
  settings: 'history-settings',
  teach: 'knowledge-items/teach',
  /** GET: how many sample conversations remain; DELETE: remove the demo's sample history. */
  sampleData: 'sample-data',
} as const;
