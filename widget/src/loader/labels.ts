// Every Japanese string the loader shows or logs. Short and in separate constants: each byte here is
// sent to every visitor, and the launcher's part and the on-intent part (frame-link) are two files.

/** The closed launcher's accessible name. */
export const openLabel = (title: string) => `${title}を開く`;
export const closeLabel = 'チャットを閉じる';
export const dismissWelcomeLabel = '閉じる';
/** Logged (console.warn) when the API refuses the frame on this site. */
export const refusedWarning = 'AIチャット: このサイトは許可されていません（管理画面のリンク設定で追加できます）';
