import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { FORM_ANSWER_EMPTY_CELL, loginTypeColumnLabel, visitorLabel, type FormAnswerDetail } from 'shared-contracts';
import { ConfirmDeleteDialog, DateTime, LoadErrorAlert } from 'shared-ui';
import { formHistoryLabels } from '../labels';
import { formAnswerDialogLabels } from '../dialog-labels';
import { conversationPath } from '../../../paths';
import { useFormAnswer } from '../api/get-form-answer';
import { useDeleteFormAnswer } from '../api/delete-form-answers';

export interface AnswerDetailDrawerProps {
  answerId: string;
  onClose(): void;
  onDeleted(): void;
}

const t = formAnswerDialogLabels.answerDetail;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1.5, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Answer({ answer }: { answer: FormAnswerDetail }) {
  return (
    <>
      <Box component="dl" sx={{ m: 0 }} data-testid="answer-info">
        <Item label={t.form}>{formHistoryLabels.formAnswers.formName(answer.form.name, answer.form.archived)}</Item>
        <Item label={t.answeredAt}>
          <DateTime iso={answer.created_at} />
        </Item>
        <Item label={t.visitor}>{visitorLabel(answer.visitor)}</Item>
        <Item label={t.loginType}>{loginTypeColumnLabel(answer.visitor.login_type)}</Item>
        <Item label={t.version}>{formHistoryLabels.formAnswers.versionValue(answer.version)}</Item>
      </Box>
      {answer.preview ? <Chip size="small" label={t.preview} sx={{ justifySelf: 'start' }} /> : null}
      {answer.conversation_id !== null && answer.conversation_exists ? (
        <Button component={RouterLink} to={conversationPath(answer.conversation_id)} variant="outlined" startIcon={<ForumOutlinedIcon />} sx={{ justifySelf: 'start' }}>
          {t.conversation}
        </Button>
      ) : answer.conversation_id !== null ? (
        <Typography variant="body2" color="text.secondary">
          {t.conversationGone}
        </Typography>
      ) : null}
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {t.fields}
      </Typography>
      <Box component="dl" sx={{ m: 0 }} data-testid="answer-fields">
        {answer.fields.map((field) => (
          <Item key={field.key} label={field.label}>
            {field.value === '' ? FORM_ANSWER_EMPTY_CELL : field.value}
          </Item>
        ))}
      </Box>
    </>
  );
}

/** One answer beside the list (URL param `answer`): every field of its version, its visitor and conversation. */
export function AnswerDetailDrawer({ answerId, onClose, onDeleted }: AnswerDetailDrawerProps) {
  const id = useId();
  const answer = useFormAnswer(answerId);
  const deletion = useDeleteFormAnswer();
  const [confirming, setConfirming] = useState(false);

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { width: 480, maxWidth: '100vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t.title}
        </Typography>
        <IconButton aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2.5, display: 'grid', gap: 1.5, alignContent: 'start', flex: 1, overflowY: 'auto' }}>
        {answer.isPending ? (
          <Box role="status" aria-busy>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={32} />
            ))}
          </Box>
        ) : answer.error?.status === 404 ? (
          <Alert severity="warning">
            {t.notFound} {t.notFoundHint}
          </Alert>
        ) : answer.error ? (
          <LoadErrorAlert loadFailed={t.loadFailed} error={answer.error} retry={t.retry} onRetry={() => void answer.refetch()} />
        ) : (
          <Answer answer={answer.data} />
        )}
        {deletion.error ? <Alert severity="error">{`${formAnswerDialogLabels.deleteAnswer.failed}: ${deletion.error.message}`}</Alert> : null}
      </Box>
      {answer.data ? (
        <Box sx={{ px: 2.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
        </Box>
      ) : null}
      {confirming ? (
        <ConfirmDeleteDialog
          labels={formAnswerDialogLabels.deleteAnswer}
          description={formAnswerDialogLabels.deleteAnswer.description}
          pending={deletion.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            deletion.mutate(answerId, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted();
              },
              onError: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </Drawer>
  );
}
