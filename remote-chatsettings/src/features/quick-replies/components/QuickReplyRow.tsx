import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { QUICK_REPLY_PLACEMENT_LABELS, type QuickReply } from 'shared-contracts';
import { actionSummary } from '../utils/action-summary';
import { labels } from '../labels';

export const QUICK_REPLY_ROW_HEIGHT = 72;

export interface QuickReplyRowProps {
  reply: QuickReply;
  formNames: ReadonlyMap<string, string>;
  onToggle(enabled: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

/** One quick reply: a drag handle, what it says and does, where it shows, and its controls. */
export function QuickReplyRow({ reply, formNames, onToggle, onEdit, onDelete }: QuickReplyRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: reply.id,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
  };
  const { kind, detail } = actionSummary(reply.action, formNames);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={style}
      data-testid="quick-reply-row"
      sx={{
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
        minHeight: QUICK_REPLY_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: 1,
        pr: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        boxShadow: isDragging ? 6 : 'none',
        opacity: reply.enabled ? 1 : 0.72,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={labels.dragHandle(reply.label)}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: 'text.secondary' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0, py: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} noWrap>
            {reply.label}
          </Typography>
          {!reply.enabled ? <Chip size="small" label={labels.disabledChip} /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {kind}：{detail}
        </Typography>
      </Box>
      <Chip size="small" variant="outlined" label={QUICK_REPLY_PLACEMENT_LABELS[reply.placement]} sx={{ flexShrink: 0 }} />
      <Switch
        checked={reply.enabled}
        onChange={(event) => onToggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': labels.enabledSwitch(reply.label) } }}
      />
      <Tooltip title={labels.edit(reply.label)}>
        <IconButton aria-label={labels.edit(reply.label)} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={labels.delete(reply.label)}>
        <IconButton aria-label={labels.delete(reply.label)} onClick={onDelete} sx={{ '&:hover': { color: 'error.main' } }}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
