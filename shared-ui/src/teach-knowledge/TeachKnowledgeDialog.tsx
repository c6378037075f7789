import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEACH_DUPLICATE_MESSAGES, TEACH_MODE_LABELS, TEACH_MODES, type TeachKnowledgeResponse, type TeachMode } from 'shared-contracts';
import { teachKnowledgeLabels } from './labels';
import { knowledgeEditPath } from './knowledge-edit-path';
import { isImeComposing } from '../login-form/ime';
import type { QaCandidate } from './teach-knowledge-api';
import { useTeachKnowledge, type QaSearchState, type TeachDuplicate } from './use-teach-knowledge';

export interface TeachKnowledgeDialogProps {
  /** The visitor's question, as they wrote it. */
  question: string;
  /** The visitor message it came from, when there is one. */
  messageId?: string;
  onClose(): void;
  /** Called once the API has taught it (answered or not), so the caller can refresh what it shows. */
  onTaught?(result: TeachKnowledgeResponse): void;
}

const t = teachKnowledgeLabels;


const isTeachMode = (value: string): value is TeachMode => (TEACH_MODES as readonly string[]).includes(value);

/**
 * 「ナレッジに追加」: one dialog for every screen that shows a question the agent missed (会話履歴,
 * 分析, the dashboard). The caller mounts it while a question is chosen, so each opening starts afresh.
 */
export function TeachKnowledgeDialog({ question, messageId, onClose, onTaught }: TeachKnowledgeDialogProps) {
  const id = useId();
  const teach = useTeachKnowledge({ question, messageId, onTaught });

  return (
    <Dialog open onClose={teach.pending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent>
        {teach.result ? (
          <TeachOutcome result={teach.result} />
        ) : (
          <Box
            component="form"
            id={`${id}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              teach.submit();
            }}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t.lead}
            </Typography>
            {teach.duplicate && teach.mode === 'new_qa' ? <DuplicateNotice duplicate={teach.duplicate} onAddPhrasing={teach.addToDuplicate} /> : null}
            <Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {t.visitorQuestion}
              </Typography>
              <Typography
                component="blockquote"
                data-testid="teach-visitor-question"
                sx={{ m: 0, mt: 0.5, p: 1.5, borderLeft: 4, borderColor: 'primary.light', bgcolor: 'grey.50', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {question}
              </Typography>
            </Box>
            <FormControl>
              <FormLabel id={`${id}-mode`}>{t.mode}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-mode`}
                value={teach.mode}
                onChange={(event) => {
                  if (isTeachMode(event.target.value)) teach.setMode(event.target.value);
                }}
              >
                {TEACH_MODES.map((mode) => (
                  <FormControlLabel key={mode} value={mode} control={<Radio />} label={TEACH_MODE_LABELS[mode]} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={t.question}
              value={teach.question}
              onChange={(event) => teach.setQuestion(event.target.value)}
              onKeyDown={(event) => {
                // Enter that confirms a kana conversion is not a request to send.
                if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
              }}
              error={teach.errors.question !== undefined}
              helperText={teach.errors.question ?? (teach.mode === 'new_qa' ? t.questionHelpNew : t.questionHelpPhrasing)}
              required
              fullWidth
            />
            {teach.mode === 'new_qa' ? (
              <TextField
                label={t.answer}
                value={teach.answer}
                onChange={(event) => teach.setAnswer(event.target.value)}
                error={teach.errors.answer !== undefined}
                helperText={teach.errors.answer ?? t.answerHelp}
                required
                multiline
                minRows={4}
                fullWidth
              />
            ) : (
              <QaChooser teach={teach} />
            )}
            {teach.failure ? <Alert severity="error">{teach.failure}</Alert> : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {teach.result ? (
          <Button variant="contained" onClick={onClose} autoFocus>
            {t.close}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={onClose} disabled={teach.pending}>
              {t.cancel}
            </Button>
            <Button type="submit" form={`${id}-form`} variant="contained" loading={teach.pending}>
              {teach.pending ? t.submitting : t.submit}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function QaChooser({ teach }: { teach: ReturnType<typeof useTeachKnowledge> }) {
  const id = useId();
  const { search } = teach;
  const candidates = search.status === 'idle' ? null : search.candidates;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          type="search"
          size="small"
          label={t.search}
          value={teach.searchText}
          onChange={(event) => teach.setSearchText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Inside this form Enter searches, never sends; and not while a conversion is confirmed.
            event.preventDefault();
            if (!isImeComposing(event)) teach.runSearch(teach.searchText);
          }}
          fullWidth
        />
        <Button variant="outlined" onClick={() => teach.runSearch(teach.searchText)} disabled={search.status === 'loading'} sx={{ flexShrink: 0, mt: 0.25 }}>
          {t.searchSubmit}
        </Button>
      </Box>
      {search.status === 'loading' ? <LinearProgress aria-label={t.searching} /> : null}
      {search.status === 'error' ? (
        <Alert severity="error">
          {t.searchFailed}: {search.message}
        </Alert>
      ) : null}
      <FormControl error={teach.errors.item_id !== undefined}>
        <FormLabel id={`${id}-candidates`}>{t.candidates}</FormLabel>
        <FormHelperText sx={{ mx: 0 }}>{teach.errors.item_id ?? t.candidatesHint}</FormHelperText>
        <CandidateList candidates={candidates} search={search} labelledBy={`${id}-candidates`} value={teach.itemId} onChange={teach.setItemId} />
      </FormControl>
    </Box>
  );
}

function CandidateList({
  candidates,
  search,
  labelledBy,
  value,
  onChange,
}: {
  candidates: QaCandidate[] | null;
  search: QaSearchState;
  labelledBy: string;
  value: string | null;
  onChange(itemId: string): void;
}) {
  if (candidates === null) return null;
  if (candidates.length === 0) {
    return search.status === 'done' ? (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.noCandidates}
      </Typography>
    ) : null;
  }
  return (
    <RadioGroup aria-labelledby={labelledBy} value={value ?? ''} onChange={(event) => onChange(event.target.value)} sx={{ mt: 1, gap: 1 }}>
      {candidates.map((candidate) => (
        <FormControlLabel
          key={candidate.item_id}
          value={candidate.item_id}
          control={<Radio />}
          data-testid="teach-candidate"
          sx={{ alignItems: 'flex-start', m: 0, p: 1, pr: 1.5, border: 1, borderRadius: 1, borderColor: value === candidate.item_id ? 'primary.main' : 'divider' }}
          label={
            <Box sx={{ pt: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {candidate.item_title}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
              >
                {candidate.text}
              </Typography>
            </Box>
          }
        />
      ))}
    </RadioGroup>
  );
}

function TeachOutcome({ result }: { result: TeachKnowledgeResponse }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {result.answered ? (
        <Alert severity="success">
          <AlertTitle>{t.answered}</AlertTitle>
          {t.answeredHint}
        </Alert>
      ) : (
        <Alert severity="warning">
          <AlertTitle>{t.notAnswered}</AlertTitle>
          {t.notAnsweredHint}
        </Alert>
      )}
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t.answerPreview}
        </Typography>
        <Typography
          data-testid="teach-answer-preview"
          sx={{ mt: 0.5, p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {result.answer_preview}
        </Typography>
      </Box>
      {result.also_answers.length > 0 ? (
        <Alert severity="info" data-testid="teach-also-answers">
          <AlertTitle>{t.alsoAnswers}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.also_answers.map((other) => (
              <li key={other.text}>
                {/* A visitor's words, as text only. */}
                「{other.text}」（{t.alsoAnswersCount(other.count)}）
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t.alsoAnswersHint}
          </Typography>
        </Alert>
      ) : null}
      <Link component={RouterLink} to={knowledgeEditPath(result.item_id)} variant="body2">
        {t.editItem}
      </Link>
    </Box>
  );
}

/**
 * A Q&A already holds the question (edit it: a second Q&A would contradict it) or already answers it
 * (add the words as its 言い換え, or edit its answer).
 */
function DuplicateNotice({ duplicate, onAddPhrasing }: { duplicate: TeachDuplicate; onAddPhrasing(): void }) {
  return (
    <Alert severity="warning" data-testid="teach-duplicate">
      <AlertTitle>{t.duplicateTitle}</AlertTitle>
      {TEACH_DUPLICATE_MESSAGES[duplicate.reason](duplicate.title)}
      {/* The ways out, under the words (beside them, a long Q&A title squeezed the message). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
        {duplicate.reason === 'answered' ? (
          <Button size="small" variant="contained" color="warning" onClick={onAddPhrasing}>
            {t.addAsPhrasing}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="outlined"
          color="warning"
          component={RouterLink}
          to={knowledgeEditPath(duplicate.item_id)}
          aria-label={t.editDuplicate(duplicate.title)}
        >
          {t.editDuplicateShort}
        </Button>
      </Box>
    </Alert>
  );
}
