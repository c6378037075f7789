// Every path this section owns, from the site root. Links use these as they are; <Route> paths drop
// the leading slash (routePath) because the host mounts each section under its root splat route.
export const paths = {
  formHistory: '/form-history',
  conversationHistory: '/conversationhistory',
  conversationTranscript: '/conversationhistory/:id',
} as const;

/** Screens of other sections this one links to (cross-section links are paths, never imports). */
export const externalPaths = {
  /** リンク設定: the embed tag of the widget. */
  urlSettings: '/urlsettings',
  /** テスト（チャットUI）. */
  chatUi: '/chatui',
  /** フォーム: the list of the owner's forms. */
  forms: '/chatsettings/makeforms',
} as const;

/** The form builder of one form (remote-chatsettings). */
export function formBuilderPath(formId: string): string {
  return `${externalPaths.forms}/edit/${encodeURIComponent(formId)}`;
}

export function routePath(path: string): string {
  return path.replace(/^\//, '');
}

/** One conversation, carrying the list's search (`?…` or '') so prev/next and 一覧に戻る keep its filters. */
export function conversationPath(id: string, search = ''): string {
  return `${paths.conversationHistory}/${encodeURIComponent(id)}${search}`;
}

export function conversationListPath(search = ''): string {
  return `${paths.conversationHistory}${search}`;
}

/** The visitor's answer to a form, in フォーム回答履歴. */
export function formAnswerPath(formId: string, answerId: string): string {
  return `${paths.formHistory}?${new URLSearchParams({ form: formId, answer: answerId }).toString()}`;
}
