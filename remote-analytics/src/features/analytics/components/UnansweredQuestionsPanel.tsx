import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { QUESTION_OUTCOME_DEFINITIONS as D, type AnalyticsQuery, type AnalyticsQuestion, type AnalyticsQuestions, type QuestionOutcome } from 'shared-contracts';
import { TeachKnowledgeDialog } from 'shared-ui';
import { labels } from '../../../labels';
import { knowledgeEditPath } from '../../../paths';
import { useAnalyticsQuestions } from '../api/get-questions';
import { analyticsKeys } from '../api/query-keys';
import { DataTable, type DataTableColumn } from './DataTable';
import { QueryPanel } from './QueryPanel';
import { TaughtQuestionsTable } from './TaughtQuestionsTable';

/** How many questions 分析 lists. */
export const QUESTIONS_LIMIT = 20;
/** Where the dashboard's すべて見る lands: the table itself, not the top of 分析. */
export const UNANSWERED_ANCHOR = 'unanswered';

const u = labels.unansweredQuestions;
type View = 'unanswered' | 'taught';

const isEmpty = (data: AnalyticsQuestions) => data.data.length === 0;
const rowKey = (question: AnalyticsQuestion) => question.key;

/** A count column with its written definition (shared-contracts' QUESTION_OUTCOME_DEFINITIONS) as the header's tooltip. */
function outcomeColumn(outcome: QuestionOutcome, cell: (q: AnalyticsQuestion) => ReactNode): DataTableColumn<AnalyticsQuestion> {
  const { label, definition } = D[outcome];
  return { header: label, numeric: true, nowrap: true, help: { label: u.definitionLabel(label), text: definition }, cell };
}

export interface UnansweredQuestionsPanelProps {
  query: AnalyticsQuery;
  limit?: number;
  title?: string;
  /** The dashboard's short form: the question, 未回答, 👎 and what to do; no 対応済み view. */
  compact?: boolean;
  action?: ReactNode;
  id?: string;
}

/**
 * 未回答の質問 (missed: the fallback, or もしかして… with no candidate chosen; and 👎 apart), each with
 * what to do: 「ナレッジに追加」 for a missed one (the shared dialog teaches it in place, and the
 * question moves to 対応済み), 「回答を見直す」 for one answered and rated 👎 (the Q&A that answered).
 */
export function UnansweredQuestionsPanel({ query, limit = QUESTIONS_LIMIT, title = u.title, compact = false, action, id }: UnansweredQuestionsPanelProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('unanswered');
  const [teaching, setTeaching] = useState<AnalyticsQuestion | null>(null);
  const kind = compact ? 'unanswered' : view;
  const result = useAnalyticsQuestions({ query, kind, limit });
  const landing = useLandingScroll(id, result.isSuccess);

  const actionCell = (question: AnalyticsQuestion) => {
    if (question.missed === 0 && question.answered_by) {
      return (
        <Button
          size="small"
          variant="text"
          component={RouterLink}
          to={knowledgeEditPath(question.answered_by.item_id)}
          aria-label={u.reviewLabel(question.answered_by.title)}
          title={u.reviewHelp(question.answered_by.title)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {u.review}
        </Button>
      );
    }
    return (
      <Button size="small" variant="outlined" onClick={() => setTeaching(question)} aria-label={u.teachLabel(question.text)} sx={{ whiteSpace: 'nowrap' }}>
        {u.teach}
      </Button>
    );
  };
  const questionCell = (question: AnalyticsQuestion) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
      <span>{question.text}</span>
      {question.taught && question.taught.missed_since > 0 ? <Chip size="small" color="warning" variant="outlined" label={u.missedAgain(question.taught.missed_since)} /> : null}
    </Box>
  );
  const columns: DataTableColumn<AnalyticsQuestion>[] = compact
    ? [
        { header: u.text, cell: questionCell },
        outcomeColumn('missed', (q) => q.missed),
        outcomeColumn('rated_down', (q) => q.rated_down),
        { header: u.actions, nowrap: true, cell: actionCell },
      ]
    : [
        { header: u.text, cell: questionCell },
        outcomeColumn('missed', (q) => q.missed),
        outcomeColumn('unanswered', (q) => q.unanswered),
        outcomeColumn('unsure', (q) => (
          <>
            {q.unsure}
            {q.unsure_pressed > 0 ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {u.pressed(q.unsure_pressed)}
              </Typography>
            ) : null}
          </>
        )),
        outcomeColumn('rated_down', (q) => q.rated_down),
        { header: u.count, numeric: true, nowrap: true, help: { label: u.definitionLabel(u.count), text: u.countHelp }, cell: (q) => q.count },
        { header: u.actions, nowrap: true, cell: actionCell },
      ];

  const toggle = compact ? null : (
    <ToggleButtonGroup exclusive size="small" aria-label={u.viewsLabel} value={view} onChange={(_event, next: View | null) => next && setView(next)}>
      <ToggleButton value="unanswered" sx={{ px: 1.5, py: 0.25 }}>
        {u.views.unanswered}
      </ToggleButton>
      <ToggleButton value="taught" sx={{ px: 1.5, py: 0.25 }}>
        {u.views.taught}
      </ToggleButton>
    </ToggleButtonGroup>
  );

  return (
    <>
      <QueryPanel
        id={id}
        sx={landing}
        title={title}
        result={result}
        isEmpty={isEmpty}
        empty={kind === 'taught' ? u.taughtEmpty : u.empty}
        action={
          <>
            {toggle}
            {action}
          </>
        }
      >
        {(data) =>
          kind === 'taught' ? (
            <TaughtQuestionsTable rows={data.data} />
          ) : (
            // Every row shown: at most 20, and a box that scrolls inside cut its rows in half.
            <DataTable label={compact ? title : u.caption} rows={data.data} rowKey={rowKey} columns={columns} maxHeight="none" dense={compact} />
          )
        }
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

/**
 * A link that names this panel (/analytics#unanswered) lands on it once its rows are there (the
 * panels above load first and would push it down), once per visit.
 */
function useLandingScroll(id: string | undefined, loaded: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !loaded || !id || hash !== `#${id}`) return;
    done.current = true;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id, loaded]);
  // Clear of the host's sticky app bar.
  return { scrollMarginTop: 80 } as const;
}
