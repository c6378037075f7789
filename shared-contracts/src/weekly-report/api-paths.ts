/** Relative to the API prefix (…/api/v1), without a leading slash, as shared-auth's calls take them. */
export const WEEKLY_REPORT_API_PATHS = {
  /** GET / PUT: the メール通知 dialog's settings, with the last send. */
  settings: 'weekly-report/settings',
  /** GET: the mail as it would be sent now (subject, HTML, plain text). */
  preview: 'weekly-report/preview',
  /** POST: sends that mail now to the settings' address (テスト送信). */
  testSend: 'weekly-report/test-send',
  /** GET link?token=…: what a link of the mail opens, for the signed-in owner it was made for only. */
  link: 'weekly-report/link',
  /** GET shows the page with the button, POST (RFC 8058 one-click, or the button) stops the mail. No sign-in. */
  unsubscribe: 'public/weekly-report/unsubscribe',
} as const;

/** The console's page that opens a link of the mail (`/mail-link?token=…`), after sign-in if needed. */
export const WEEKLY_REPORT_LINK_ROUTE = 'mail-link';
