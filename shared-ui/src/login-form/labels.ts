// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** The standalone harness's sign-in form (a section run alone on its dev server). */
export const loginFormLabels = {
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'ログイン',
} as const;
