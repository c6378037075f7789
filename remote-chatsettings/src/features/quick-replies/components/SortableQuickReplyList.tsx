import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import type { QuickReply } from 'shared-contracts';
import { sortableAnnouncements } from 'shared-ui';
import { labels } from '../labels';
import { QuickReplyRow } from './QuickReplyRow';

export interface SortableQuickReplyListProps {
  replies: QuickReply[];
  formNames: ReadonlyMap<string, string>;
  /** Every id, in the new order. */
  onReorder(ids: string[]): void;
  onToggle(reply: QuickReply, enabled: boolean): void;
  onEdit(reply: QuickReply): void;
  onDelete(reply: QuickReply): void;
}

/** Ordered by drag and drop with the mouse, touch or keyboard (space to lift, arrows to move). */
export function SortableQuickReplyList({ replies, formNames, onReorder, onToggle, onEdit, onDelete }: SortableQuickReplyListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = replies.map((reply) => reply.id);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={handleDragEnd}
      accessibility={sortableAnnouncements(replies, { unit: labels.sortableUnit })}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Paper variant="outlined" component="ol" aria-label={labels.listLabel} sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
          {replies.map((reply) => (
            <QuickReplyRow
              key={reply.id}
              reply={reply}
              formNames={formNames}
              onToggle={(enabled) => onToggle(reply, enabled)}
              onEdit={() => onEdit(reply)}
              onDelete={() => onDelete(reply)}
            />
          ))}
        </Paper>
      </SortableContext>
    </DndContext>
  );
}
