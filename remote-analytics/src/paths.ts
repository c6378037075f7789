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
} as const;

export function routePath(path: string): string {
  return path.replace(/^\//, '');
}

/** What 会話履歴 can be filtered to from here (its URL parameters, shared-contracts history). */
export interface HistoryFilter {
  from: string;
  to: string;
  pageUrl?: string;
  unanswered?: boolean;
}

/** 会話履歴 over the given days (inclusive, on the owner's clock), narrowed further when asked. */
export function conversationHistoryPath({ from, to, pageUrl, unanswered }: HistoryFilter): string {
  const search = new URLSearchParams({ period: 'custom', from, to });
  if (pageUrl) search.set('page_url', pageUrl);
  if (unanswered) search.set('unanswered', 'true');
  return `${externalPaths.conversationHistory}?${search.toString()}`;
}
