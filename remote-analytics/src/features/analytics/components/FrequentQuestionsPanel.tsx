import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { AnalyticsQuery, AnalyticsQuestion, AnalyticsQuestions } from 'shared-contracts';
import { TeachKnowledgeDialog } from 'shared-ui';
import { labels } from '../../../labels';
import { conversationHistoryPath } from '../../../paths';
import { useAnalyticsQuestions } from '../api/get-questions';
import { analyticsKeys } from '../api/query-keys';
import { DataTable, type DataTableColumn } from './DataTable';
import { HistoryLink } from './HistoryLink';
import { QueryPanel } from './QueryPanel';

/** How many questions 分析 lists. */
export const QUESTIONS_LIMIT = 20;

const f = labels.frequentQuestions;
const u = labels.unansweredQuestions;

const isEmpty = (data: AnalyticsQuestions) => data.data.length === 0;
const rowKey = (question: AnalyticsQuestion) => question.key;
const questionText = (question: AnalyticsQuestion) => question.text;

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
            { header: f.count, numeric: true, cell: (question) => question.count },
          ]}
        />
      )}
    </QueryPanel>
  );
}

export interface UnansweredQuestionsPanelProps {
  query: AnalyticsQuery;
  limit?: number;
  title?: string;
  /** The dashboard's short form: the question, its count and 「ナレッジに追加」. */
  compact?: boolean;
  action?: ReactNode;
}

/**
 * 未回答の質問 (the fallback or a 👎), each with 「ナレッジに追加」: the shared dialog teaches it in place,
 * and the lists of questions are read again once it is taught.
 */
export function UnansweredQuestionsPanel({ query, limit = QUESTIONS_LIMIT, title = u.title, compact = false, action }: UnansweredQuestionsPanelProps) {
  const queryClient = useQueryClient();
  const [teaching, setTeaching] = useState<AnalyticsQuestion | null>(null);
  const columns: DataTableColumn<AnalyticsQuestion>[] = [
    { header: u.text, cell: questionText },
    ...(compact
      ? // Ordered by how often it was missed, so that is the one count shown.
        [{ header: u.missed, numeric: true, cell: (question: AnalyticsQuestion) => question.unanswered + question.rated_down }]
      : [
          { header: u.count, numeric: true, cell: (question: AnalyticsQuestion) => question.count },
          { header: u.fallback, numeric: true, cell: (question: AnalyticsQuestion) => question.unanswered },
          { header: u.ratedDownHeader, numeric: true, cell: (question: AnalyticsQuestion) => question.rated_down },
        ]),
    {
      header: u.actions,
      cell: (question) => (
        <Button size="small" variant="outlined" onClick={() => setTeaching(question)} aria-label={u.teachLabel(question.text)} sx={{ whiteSpace: 'nowrap' }}>
          {u.teach}
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueryPanel title={title} result={useAnalyticsQuestions({ query, kind: 'unanswered', limit })} isEmpty={isEmpty} empty={u.empty} action={action}>
        {(data) => <DataTable label={compact ? title : u.caption} rows={data.data} rowKey={rowKey} columns={columns} />}
      </QueryPanel>
      {teaching ? (
        <TeachKnowledgeDialog
          question={teaching.text}
          messageId={teaching.latest_message_id ?? undefined}
          onClose={() => setTeaching(null)}
          onTaught={() => void queryClient.invalidateQueries({ queryKey: analyticsKeys.allQuestions })}
        />
      ) : null}
    </>
  );
}
