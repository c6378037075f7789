import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { labels } from '../labels';

export interface SortableItem {
  id: string;
  label: string;
}

/** What a screen reader hears while a field is moved with the keyboard, in Japanese. */
export function dndAccessibility(items: readonly SortableItem[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label || labels.field.untitled;
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : items.findIndex((item) => item.id === id) + 1);
  const total = items.length;
  return {
    screenReaderInstructions: { draggable: labels.dnd.instructions },
    announcements: {
      onDragStart: ({ active }) => labels.dnd.picked(labelOf(active.id), positionOf(active.id), total),
      onDragOver: ({ active, over }) => (over ? labels.dnd.moved(labelOf(active.id), positionOf(over.id), total) : undefined),
      onDragEnd: ({ active, over }) => (over ? labels.dnd.dropped(labelOf(active.id), positionOf(over.id), total) : undefined),
      onDragCancel: ({ active }) => labels.dnd.cancelled(labelOf(active.id)),
    },
  };
}
