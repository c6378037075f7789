/**
 * Where each conversation-settings resource lives, relative to the API prefix (…/api/v1) and
 * without a leading slash, as shared-auth's httpClient takes it: `httpClient.get(CHATSETTINGS_API_PATHS.chatUiSettings)`.
 *
 * Below a list (quick replies, forbidden words, forbidden URLs, visitor accounts): `${list}/${id}`.
 * Below the forbidden words and URLs also: `import` (JSON rows), `import/file` (a CSV or text file,
 * multipart field `file` or the raw bytes), `export` (CSV) and `try`.
 */
export const CHATSETTINGS_API_PATHS = {
  chatUiSettings: 'chat-ui-settings',
  quickReplies: 'quick-replies',
  quickRepliesOrder: 'quick-replies/order',
  fixedMessages: 'fixed-messages',
  detailAiSettings: 'detail-ai-settings',
  detailAiConnectionTest: 'detail-ai-settings/connection-test',
  detailAiEmbeddingConnectionTest: 'detail-ai-settings/embedding-connection-test',
  forbiddenWords: 'forbidden-words',
  forbiddenUrls: 'forbidden-urls',
  lineLoginSettings: 'line-login-settings',
  visitorAccounts: 'visitor-accounts',
  urlSettings: 'url-settings',
  /** リンク設定's 最近拒否されたサイト (GET). */
  refusedOrigins: 'url-settings/refused-origins',
  embedSnippet: 'embed-snippet',
} as const;

/** The sub-paths of the forbidden word and URL lists. */
export const ENTRY_LIST_SUBPATHS = {
  import: 'import',
  importFile: 'import/file',
  export: 'export',
  try: 'try',
} as const;
