/** Every Japanese message the forms API sends (field rules live with their schemas in shared-contracts). */
export const formMessages = {
  notFound: 'フォームが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  versionNotFound: 'この版のフォームは見つかりません',
  /** To a visitor whose form was switched off, deleted or never existed. */
  notAccepting: 'このフォームは現在ご利用いただけません',
  quickReplyFormMissing: '選んだフォームが見つかりません。削除された可能性があります。別のフォームを選んでください',
} as const;

/** The name of a copy: 「資料請求のコピー」, cut to the name limit. */
export const copySuffix = 'のコピー';
