import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { extensibleEnumLabel, TAUGHT_HOW_LABELS, type AnalyticsQuestion } from 'shared-contracts';
import { DateTime } from 'shared-ui';
import { labels } from '../../../labels';
import { knowledgeEditPath } from '../../../paths';
import { DataTable } from './DataTable';

const t = labels.unansweredQuestions.taught;
const u = labels.unansweredQuestions;

function since(question: AnalyticsQuestion): string {
  const taught = question.taught;
  if (!taught || taught.asked_since === 0) return t.none;
  return taught.missed_since === 0 ? t.allAnswered(taught.asked_since) : t.someMissed(taught.asked_since, taught.missed_since);
}

/** 対応済み: the questions the owner taught in the period, with the Q&A, how, when, and how visitors fared since. */
export function TaughtQuestionsTable({ rows }: { rows: AnalyticsQuestion[] }) {
  return (
    <DataTable
      label={u.taughtCaption}
      rows={rows}
      rowKey={(question) => question.key}
      maxHeight="none"
      columns={[
        { header: u.text, cell: (question) => question.text },
        {
          header: t.what,
          cell: (question) =>
            question.taught ? (
              <>
                <Link component={RouterLink} to={knowledgeEditPath(question.taught.item_id)} aria-label={t.openItem(question.taught.item_title)}>
                  {question.taught.item_title}
                </Link>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {extensibleEnumLabel(TAUGHT_HOW_LABELS, question.taught.how)}
                </Typography>
              </>
            ) : null,
        },
        { header: t.when, nowrap: true, cell: (question) => (question.taught ? <DateTime iso={question.taught.taught_at} /> : null) },
        { header: t.since, nowrap: true, help: { label: u.definitionLabel(t.since), text: t.sinceHelp }, cell: since },
      ]}
    />
  );
}
