// Every Japanese string this section shows, in one place (STYLE.md: a second language is a file).
export const labels = {
  analytics: '分析',
  dashboardPanelsLabel: '分析の概要',
  analyticsNotReady: '分析データはまだ準備中です。',
  standalone: {
    runningAlone: '分析セクションを単体で実行しています',
  },
} as const;
