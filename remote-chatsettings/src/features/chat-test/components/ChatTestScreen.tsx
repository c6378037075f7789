import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { PageTitle, TitledLoadErrorAlert } from 'shared-ui';
import { useWidgetScript } from '../api/get-widget-script';
import { useTestConversation } from '../hooks/use-test-conversation';
import { labels } from '../labels';
import { TracePanel } from './TracePanel';
import { WidgetStage } from './WidgetStage';

/** /chatui: the owner's own widget, in preview, beside how each of its answers was made. */
export function ChatTestScreen() {
  const script = useWidgetScript();
  const stageRef = useRef<HTMLDivElement | null>(null);
  const conversation = useTestConversation(stageRef);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onScriptError = useCallback(() => setScriptFailed(true), []);

  const newConversation = (
    <Button
      variant="outlined"
      startIcon={<RestartAltIcon />}
      onClick={conversation.startNew}
      disabled={conversation.conversationId === null}
      title={labels.newConversationHint}
    >
      {labels.newConversation}
    </Button>
  );

  const retry = () => {
    setScriptFailed(false);
    setAttempt((n) => n + 1);
    if (script.isError) void script.refetch();
  };

  return (
    <>
      <PageTitle title={labels.title} description={labels.description} actions={newConversation} />
      {script.isError || scriptFailed ? (
        <TitledLoadErrorAlert title={labels.widgetLoadFailed} error={script.error} retry={labels.retry} onRetry={retry} sx={{ mb: 2 }} />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          // Narrow windows keep the stage wide enough for the chat and the avatar beside it.
          gridTemplateColumns: 'minmax(0, 1fr) 320px',
          '@media (min-width: 1370px)': { gridTemplateColumns: 'minmax(0, 1fr) 440px' },
        }}
      >
        {script.data && !scriptFailed ? (
          <WidgetStage key={attempt} stageRef={stageRef} scriptUrl={script.data.script_url} agentId={script.data.agent_id} onScriptError={onScriptError} />
        ) : (
          <Skeleton variant="rounded" height={600} />
        )}
        <TracePanel key={conversation.conversationId ?? 'none'} answerIds={conversation.answerIds} />
      </Box>
    </>
  );
}
