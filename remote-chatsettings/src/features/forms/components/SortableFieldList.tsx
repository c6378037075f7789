import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import type { FormFieldType } from 'shared-contracts';
import { sortableAnnouncements, type SortableItem } from 'shared-ui';
import { closestEdge } from '../utils/closest-edge';
import { labels } from '../labels';
import { FieldCard } from './FieldCard';

export interface SortableField extends SortableItem {
  type: FormFieldType;
}

export interface SortableFieldListProps {
  fields: readonly SortableField[];
  expanded: ReadonlySet<string>;
  /** The field just added, whose label takes the focus. */
  focusId: string | null;
  onMove(from: number, to: number): void;
  onToggle(id: string): void;
  onRemove(index: number): void;
}

/** The form's fields, ordered by drag and drop with the mouse, touch or keyboard (space to lift, arrows to move). */
export function SortableFieldList({ fields, expanded, focusId, onMove, onToggle, onRemove }: SortableFieldListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = fields.map((field) => field.id);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestEdge}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={handleDragEnd}
      accessibility={sortableAnnouncements(fields, { unit: labels.sortableUnit, untitled: labels.field.untitled })}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} aria-label={labels.builder.fieldListLabel} sx={{ m: 0, p: 0 }}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.id}
              id={field.id}
              index={index}
              type={field.type}
              expanded={expanded.has(field.id)}
              autoFocus={focusId === field.id}
              onToggle={() => onToggle(field.id)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
