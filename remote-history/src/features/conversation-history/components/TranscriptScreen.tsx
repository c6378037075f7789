import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { visitorLabel, type ConversationTranscript, type TranscriptMessage } from 'shared-contracts';
import { ConfirmDeleteDialog, EmptyState, LoadErrorAlert, PageTitle, TeachKnowledgeDialog, useDateTimeFormat, useNotice } from 'shared-ui';
import { conversationHistoryLabels } from '../labels';
import { conversationListPath, conversationPath } from '../../../paths';
import { useDeleteConversation, useEraseVisitor } from '../api/delete-conversation';
import { useConversation } from '../api/get-conversation';
import { useEmotionLabels } from '../api/get-emotion-labels';
import { useNeighbours } from '../api/get-neighbours';
import { conversationKeys } from '../api/query-keys';
import { useReviewConversation } from '../api/review-conversation';
import { useConversationQuery } from '../hooks/use-conversation-query';
import { useNeighbourKeys } from '../hooks/use-neighbour-keys';
import { arrivalNotice } from '../utils/arrival-notice';
import { pressedCandidateId, pressedQuickReplyId } from '../utils/pressed-quick-reply';
import { ConversationInfo } from './ConversationInfo';
import { ConversationPhrasingProposals } from './ConversationPhrasingProposals';
import { TranscriptMessageItem } from './TranscriptMessageItem';
import { TranscriptNavigation } from './TranscriptNavigation';

const t = conversationHistoryLabels.transcript;

type Confirming = 'conversation' | 'visitor' | null;

/** /conversationhistory/:id?<the list's search>: one conversation, and the way through the list it came from. */
export function TranscriptScreen() {
  const { id = '' } = useParams();
  const query = useConversationQuery();
  const transcript = useConversation(id);
  const dates = useDateTimeFormat();
  const neighbours = useNeighbours(id, query.apiQuery, query.valid);
  const navigate = useNavigate();
  const listHref = conversationListPath(query.search);
  const previousId = neighbours.data?.previous_id ?? null;
  const nextId = neighbours.data?.next_id ?? null;
  const previousHref = previousId === null ? null : conversationPath(previousId, query.search);
  const nextHref = nextId === null ? null : conversationPath(nextId, query.search);

  useNeighbourKeys({
    previous: () => {
      if (previousHref) void navigate(previousHref);
    },
    next: () => {
      if (nextHref) void navigate(nextHref);
    },
  });

  const backButton = (
    <Button component={RouterLink} to={listHref} startIcon={<ArrowBackIcon />}>
      {t.back}
    </Button>
  );

  return (
    <>
      <PageTitle
        title={t.title}
        description={transcript.data ? `${visitorLabel(transcript.data.conversation.visitor)} ・ ${dates.format(transcript.data.conversation.created_at)}` : undefined}
        actions={backButton}
      />
      <TranscriptNavigation previousHref={previousHref} nextHref={nextHref} />
      {transcript.isPending ? (
        <Box role="progressbar" aria-label={conversationHistoryLabels.transcript.messages} sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={64} width="60%" />
          <Skeleton variant="rounded" height={96} width="70%" sx={{ justifySelf: 'end' }} />
          <Skeleton variant="rounded" height={64} width="55%" />
        </Box>
      ) : transcript.isError ? (
        // An id that is no conversation's (malformed, another owner's, deleted) is simply not there.
        transcript.error.status === 404 || transcript.error.status === 400 ? (
          <EmptyState icon={<SearchOffOutlinedIcon />} title={t.notFound} description={t.notFoundHint} action={backButton} />
        ) : (
          <LoadErrorAlert loadFailed={t.loadFailed} error={transcript.error} retry={t.retry} onRetry={() => void transcript.refetch()} />
        )
      ) : (
        <TranscriptBody key={id} transcript={transcript.data} listHref={listHref} />
      )}
    </>
  );
}

function TranscriptBody({ transcript, listHref }: { transcript: ConversationTranscript; listHref: string }) {
  const { conversation, messages } = transcript;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const emotionLabels = useEmotionLabels().data ?? {};
  const review = useReviewConversation();
  const remove = useDeleteConversation();
  const erase = useEraseVisitor();
  const notice = useNotice();
  const [teaching, setTeaching] = useState<TranscriptMessage | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const failed = (error: Error) => {
    setConfirming(null);
    notice.showError(error.message);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
      <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
        <ConversationPhrasingProposals conversationId={conversation.id} notice={notice} />
        <Paper component="section" variant="outlined" aria-label={t.messages} sx={{ p: { xs: 2, md: 3 } }}>
          {messages.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t.noMessages}
            </Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, maxWidth: 880, mx: 'auto' }}>
              {messages.map((message, index) => (
                <TranscriptMessageItem
                  key={message.id}
                  message={message}
                  pressedQuickReplyId={pressedQuickReplyId(messages, index)}
                  pressedCandidateId={pressedCandidateId(messages, index)}
                  emotionLabels={emotionLabels}
                  onTeach={setTeaching}
                />
              ))}
            </Box>
          )}
        </Paper>
      </Box>
      <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
        <ConversationInfo
          transcript={transcript}
          reviewPending={review.isPending}
          onReviewedChange={(reviewed) =>
            review.mutate({ id: conversation.id, reviewed }, { onError: (error) => notice.showError(`${t.reviewFailed}: ${error.message}`) })
          }
          actions={
            <>
              <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming('conversation')}>
                {conversationHistoryLabels.deleteConversation.button}
              </Button>
              <Button color="error" startIcon={<PersonOffOutlinedIcon />} onClick={() => setConfirming('visitor')}>
                {conversationHistoryLabels.eraseVisitor.button}
              </Button>
            </>
          }
        />
      </Box>
      {teaching ? (
        <TeachKnowledgeDialog
          question={teaching.text}
          messageId={teaching.id}
          onClose={() => setTeaching(null)}
          onTaught={() => {
            void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversation.id) });
            // Words taught here that a proposal held close it (the API closes what a Q&A already says).
            void queryClient.invalidateQueries({ queryKey: conversationKeys.phrasingProposals(conversation.id) });
          }}
        />
      ) : null}
      {confirming === 'conversation' ? (
        <ConfirmDeleteDialog
          labels={conversationHistoryLabels.deleteConversation}
          description={conversationHistoryLabels.deleteConversation.description}
          pending={remove.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            remove.mutate(conversation.id, {
              onSuccess: () => void navigate(listHref, { state: arrivalNotice(conversationHistoryLabels.deleteConversation.deleted) }),
              onError: failed,
            })
          }
        />
      ) : null}
      {confirming === 'visitor' ? (
        <ConfirmDeleteDialog
          labels={conversationHistoryLabels.eraseVisitor}
          description={conversationHistoryLabels.eraseVisitor.description}
          pending={erase.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            erase.mutate(conversation.id, {
              onSuccess: (erased) =>
                void navigate(listHref, {
                  state: arrivalNotice(conversationHistoryLabels.eraseVisitor.erased(erased.deleted_conversations, erased.deleted_form_answers, erased.deleted_account)),
                }),
              onError: failed,
            })
          }
        />
      ) : null}
      {notice.element}
    </Box>
  );
}
