// Every path this section owns, from the site root. Links use these as they are; <Route> paths drop
// the leading slash (routePath) because the host mounts each section under its root splat route.
export const paths = {
  analytics: '/analytics',
} as const;

/** Screens of other sections this one links to (cross-section links are paths, never imports). */
export const externalPaths = {
  /** 会話履歴 (remote-history); its filters are its URL's query. */
  conversationHistory: '/conversationhistory',
  /** リンク設定: the embed tag of the widget. */
  urlSettings: '/urlsettings',
  /** テスト（チャットUI）. */
  chatUi: '/chatui',
  /** ナレッジデータストア (remote-chatsettings): the list; its items open at /edit/<id>. */
  knowledgeDataStore: '/chatsettings/knowledgedatastore',
  /** アバター設定 (remote-avatarsettings): where the avatar is chosen. */
  avatarSettings: '/avatarsettings',
  /** 詳細AI設定 (remote-chatsettings): where the AI provider is chosen. */
  detailAiSettings: '/chatsettings/detailaisettings',
} as const;

/** One knowledge item's edit screen (remote-chatsettings). */
export function knowledgeEditPath(itemId: string): string {
  return `${externalPaths.knowledgeDataStore}/edit/${encodeURIComponent(itemId)}`;
}

/** One conversation's transcript in 会話履歴 (remote-history). */
export function conversationPath(id: string): string {
  return `${externalPaths.conversationHistory}/${encodeURIComponent(id)}`;
}

export function routePath(path: string): string {
  return path.replace(/^\//, '');
}

/** What 会話履歴 can be filtered to from here (its URL parameters, shared-contracts history). */
export interface HistoryFilter {
  from: string;
  to: string;
  pageUrl?: string;
  unanswered?: boolean;
  /** A keyword looked for inside the messages (会話履歴's q). */
  q?: string;
}

/** 会話履歴 over the given days (inclusive, on the owner's clock), narrowed further when asked. */
export function conversationHistoryPath({ from, to, pageUrl, unanswered, q }: HistoryFilter): string {
  const search = new URLSearchParams({ period: 'custom', from, to });
  if (pageUrl) search.set('page_url', pageUrl);
  if (unanswered) search.set('unanswered', 'true');
  if (q) search.set('q', q);
  return `${externalPaths.conversationHistory}?${search.toString()}`;
}
