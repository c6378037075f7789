import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { TRANSCRIPT_ROLE_LABELS, type TranscriptMessage } from 'shared-contracts';
import { DateTime } from 'shared-ui';
import { conversationHistoryLabels } from '../labels';
import { formAnswerPath } from '../../../paths';
import { AnswerDetails } from './AnswerDetails';
import { TaughtMark } from './TaughtMark';

export interface TranscriptMessageItemProps {
  message: TranscriptMessage;
  /** The quick reply of this answer the visitor pressed next, if any. */
  pressedQuickReplyId: string | null;
  /** The もしかして… candidate of this answer the visitor pressed next, if any. */
  pressedCandidateId: string | null;
  emotionLabels: Record<string, string>;
  onTeach(message: TranscriptMessage): void;
}

const t = conversationHistoryLabels.transcript;

/** Only web addresses become links; anything else an answer holds stays text. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function QuickReplies({ message, pressedId }: { message: TranscriptMessage; pressedId: string | null }) {
  if (message.quick_replies.length === 0) return null;
  return (
    <Box component="ul" aria-label={t.quickReplies} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {message.quick_replies.map((reply) => {
        const pressed = reply.id === pressedId;
        return (
          <li key={reply.id}>
            <Chip
              size="small"
              label={reply.label}
              color="primary"
              variant={pressed ? 'filled' : 'outlined'}
              icon={pressed ? <CheckIcon /> : undefined}
              aria-label={pressed ? t.pressedLabel(reply.label) : reply.label}
              data-pressed={pressed ? 'true' : undefined}
              data-testid="quick-reply"
            />
          </li>
        );
      })}
    </Box>
  );
}

/** The questions an unsure answer offered as buttons, the one the visitor pressed marked. */
function Candidates({ message, pressedId }: { message: TranscriptMessage; pressedId: string | null }) {
  if (message.candidates.length === 0) return null;
  return (
    <Box component="ul" aria-label={t.candidates} sx={{ display: 'grid', justifyItems: 'start', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {message.candidates.map((candidate) => {
        const pressed = candidate.item_id === pressedId;
        return (
          <li key={candidate.item_id}>
            <Chip
              label={candidate.question}
              color="primary"
              variant={pressed ? 'filled' : 'outlined'}
              icon={pressed ? <CheckIcon /> : undefined}
              aria-label={pressed ? t.pressedLabel(candidate.question) : candidate.question}
              data-pressed={pressed ? 'true' : undefined}
              data-testid="offered-candidate"
              sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          </li>
        );
      })}
    </Box>
  );
}

function OfferedForm({ form }: { form: NonNullable<TranscriptMessage['form']> }) {
  return (
    <Box data-testid="offered-form" sx={{ mt: 1, p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t.form}: {form.title || t.formDeleted}
      </Typography>
      <Chip size="small" label={form.answer_id ? t.formAnswered : t.formNotAnswered} color={form.answer_id ? 'success' : 'default'} variant="outlined" />
      {form.answer_id ? (
        <Link component={RouterLink} to={formAnswerPath(form.id, form.answer_id)} variant="body2" sx={{ ml: 'auto' }}>
          {t.viewAnswer}
        </Link>
      ) : null}
    </Box>
  );
}

/**
 * One message as the visitor saw it: a bubble of text (always text, never HTML), with what the
 * answer offered (images, links, もしかして… candidates, quick replies, a form), the emotion shown and the visitor's 👍/👎.
 */
export function TranscriptMessageItem({ message, pressedQuickReplyId, pressedCandidateId, emotionLabels, onTeach }: TranscriptMessageItemProps) {
  const fromVisitor = message.role === 'visitor';
  const links = message.links.filter((link) => isWebUrl(link.url));
  const emotion = message.emotion === null ? null : (emotionLabels[message.emotion] ?? message.emotion);
  return (
    <Box
      component="li"
      data-testid="transcript-message"
      data-role={message.role}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: fromVisitor ? 'flex-end' : 'flex-start' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mb: 0.25 }}>
        {TRANSCRIPT_ROLE_LABELS[message.role]} ・ <DateTime iso={message.created_at} />
      </Typography>
      <Box sx={{ maxWidth: '80%', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: fromVisitor ? 'flex-end' : 'flex-start' }}>
        <Typography
          component="div"
          data-testid="message-text"
          sx={{
            px: 1.75,
            py: 1.25,
            borderRadius: 2,
            borderTopRightRadius: fromVisitor ? 4 : undefined,
            borderTopLeftRadius: fromVisitor ? undefined : 4,
            bgcolor: fromVisitor ? 'primary.main' : 'grey.100',
            color: fromVisitor ? 'primary.contrastText' : 'text.primary',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 15,
            lineHeight: 1.7,
          }}
        >
          {message.text}
        </Typography>
        {message.images.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {message.images.map((image, index) => (
              <Box
                component="img"
                key={`${image.url}-${index}`}
                src={image.url}
                alt={t.image(image.alt)}
                loading="lazy"
                sx={{ maxWidth: 240, maxHeight: 180, borderRadius: 1, border: 1, borderColor: 'divider', objectFit: 'contain', bgcolor: 'background.paper' }}
              />
            ))}
          </Box>
        ) : null}
        {links.length > 0 ? (
          <Box component="ul" aria-label={t.links} sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {links.map((link, index) => (
              <li key={`${link.url}-${index}`}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {link.title || link.url}
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
        <Candidates message={message} pressedId={pressedCandidateId} />
        <QuickReplies message={message} pressedId={pressedQuickReplyId} />
        {message.form ? <OfferedForm form={message.form} /> : null}
        {emotion !== null || message.feedback !== null ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.75, flexWrap: 'wrap' }}>
            {emotion !== null ? (
              <Typography variant="caption" color="text.secondary" data-testid="message-emotion">
                {t.emotion}: {emotion}
              </Typography>
            ) : null}
            {message.feedback !== null ? (
              <Chip
                size="small"
                variant="outlined"
                color={message.feedback === 'up' ? 'success' : 'error'}
                label={message.feedback === 'up' ? t.feedbackUp : t.feedbackDown}
                data-testid="message-feedback"
              />
            ) : null}
          </Box>
        ) : null}
        {fromVisitor && message.taught ? <TaughtMark taught={message.taught} /> : null}
        {fromVisitor && message.teachable ? (
          <Button size="small" variant="outlined" startIcon={<LibraryAddOutlinedIcon />} onClick={() => onTeach(message)} title={t.teachHint} sx={{ mt: 0.75 }}>
            {t.teach}
          </Button>
        ) : null}
      </Box>
      {fromVisitor ? null : (
        <Box sx={{ maxWidth: '80%', width: '100%' }}>
          <AnswerDetails message={message} />
        </Box>
      )}
    </Box>
  );
}
