import { useEffect, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useElementSize } from '../hooks/use-element-size';
import { labels } from '../labels';

/** The element the loader is told to draw into (its tag's data-container). */
export const WIDGET_STAGE_ID = 'chat-test-widget-stage';

export interface WidgetStageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  /** The agent's loader, exactly as visitors' pages load it. */
  scriptUrl: string;
  agentId: string;
  onScriptError(): void;
}

/**
 * A stand-in for a visitor's window: the real widget's loader runs in it, in its inline mode, so the
 * launcher, the chat and the avatar take their places as on a site of this size. `contain` makes the
 * stage the box the widget's fixed elements are placed in, so nothing covers the console around it.
 */
export function WidgetStage({ stageRef, scriptUrl, agentId, onScriptError }: WidgetStageProps) {
  const size = useElementSize(stageRef);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.agentId = agentId;
    script.dataset.container = `#${WIDGET_STAGE_ID}`;
    script.addEventListener('error', onScriptError);
    stage.append(script);
    // Whatever the loader drew goes with the stage; the loader lets go of the window by itself.
    return () => stage.replaceChildren();
  }, [stageRef, scriptUrl, agentId, onScriptError]);

  return (
    <Box component="section" aria-label={labels.stageLabel} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {labels.stageLabel}
        </Typography>
        {size ? (
          <Typography variant="caption" color="text.secondary" data-testid="stage-size">
            {labels.stageCaption(size.width, size.height)}
          </Typography>
        ) : null}
      </Box>
      <Box
        id={WIDGET_STAGE_ID}
        ref={stageRef}
        data-testid="widget-stage"
        sx={{
          position: 'relative',
          contain: 'layout paint',
          height: 'clamp(600px, calc(100vh - 240px), 820px)',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          // A quiet page with a faint grid, so the widget reads as sitting on someone's site.
          bgcolor: 'grey.50',
          backgroundImage:
            'linear-gradient(rgba(124,58,237,0.05) 1px, transparent 1px), linear-gradient(90deg, rgba(124,58,237,0.05) 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        }}
      />
    </Box>
  );
}
