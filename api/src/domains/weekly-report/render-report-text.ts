import { dayLabel, kpiLines, REPORT_TITLE, taughtLine } from './report-format';
import type { WeeklyReportData } from './report-data';

/** The plain-text part: the same report for clients (and people) that read no HTML. */
export function renderReportText(data: WeeklyReportData): string {
  const lines: string[] = [];
  const heading = (title: string) => lines.push('', `■ ${title}`);
  lines.push(`${REPORT_TITLE}（${dayLabel(data.from)} 〜 ${dayLabel(data.to)}）`, '', `${data.ownerName} 様、この1週間のエージェントの様子をお届けします。`);

  heading('この週の数字（前の週との比較）');
  for (const line of kpiLines(data.summary)) lines.push(`・${line.label}: ${line.value}（前週 ${line.previous}、${line.change}）`);
  lines.push(`数値は「分析」と同じ定義・同じ集計です（${data.timeZone}の日付）。`, `分析でこの週を見る: ${data.analyticsUrl}`);

  heading('未回答の質問 TOP5');
  if (data.unanswered.length === 0) lines.push('この週に回答できなかった質問はありませんでした。');
  data.unanswered.forEach((question, index) => {
    // One line per question: a visitor's line breaks would otherwise read as the mail's own.
    lines.push(`${index + 1}. ${question.text.replace(/\s+/g, ' ')}（回答できなかった回数 ${question.missed}回）`, `   ナレッジに追加: ${question.teachUrl}`);
  });

  heading('言い換えの提案');
  lines.push(data.proposals === 0 ? '確認を待っている言い換えの提案はありません。' : `${data.proposals}件が確認を待っています: ${data.proposalsUrl}`);

  heading('はじめの設定');
  if (data.openSetupSteps.length === 0) lines.push('はじめの設定はすべて完了しています。');
  else lines.push(...data.openSetupSteps.map((step) => `□ ${step}`), `ダッシュボードで続ける: ${data.setupUrl}`);

  heading('前回のレポートからの変化');
  lines.push(taughtLine(data.taught));

  lines.push(
    '',
    '--',
    'このメールは、管理コンソールの「メール通知」で週次レポートを有効にしたアカウントにお送りしています。リンクを開くにはログインが必要です。',
    `配信を停止する: ${data.unsubscribeUrl}`,
  );
  return `${lines.join('\n')}\n`;
}
