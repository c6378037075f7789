import type { AnalyticsQuery, AnalyticsQuestion, AnalyticsQuestions } from 'shared-contracts';
import { labels } from '../../../labels';
import { conversationHistoryPath } from '../../../paths';
import { useAnalyticsQuestions } from '../api/get-questions';
import { DataTable } from './DataTable';
import { HistoryLink } from './HistoryLink';
import { QueryPanel } from './QueryPanel';
import { QUESTIONS_LIMIT } from './UnansweredQuestionsPanel';

const f = labels.frequentQuestions;

const isEmpty = (data: AnalyticsQuestions) => data.data.length === 0;
const rowKey = (question: AnalyticsQuestion) => question.key;

/** よくある質問: each opens 会話履歴 over the period, on the conversations holding its words. */
export function FrequentQuestionsPanel({ query }: { query: AnalyticsQuery }) {
  return (
    <QueryPanel title={f.title} result={useAnalyticsQuestions({ query, kind: 'frequent', limit: QUESTIONS_LIMIT })} isEmpty={isEmpty} empty={f.empty}>
      {(data) => (
        <DataTable
          label={f.caption}
          rows={data.data}
          rowKey={rowKey}
          columns={[
            {
              header: f.text,
              cell: (question) => (
                <HistoryLink to={conversationHistoryPath({ from: data.range.from, to: data.range.to, q: question.key })} label={f.openHistory(question.text)}>
                  {question.text}
                </HistoryLink>
              ),
            },
            { header: f.count, numeric: true, nowrap: true, cell: (question) => question.count },
          ]}
        />
      )}
    </QueryPanel>
  );
}
