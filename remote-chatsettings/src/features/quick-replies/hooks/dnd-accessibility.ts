import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { QuickReply } from 'shared-contracts';
import { labels } from '../labels';

/** What a screen reader hears while a quick reply is moved with the keyboard, in Japanese. */
export function dndAccessibility(replies: readonly QuickReply[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const labelOf = (id: UniqueIdentifier) => replies.find((r) => r.id === id)?.label ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : replies.findIndex((r) => r.id === id) + 1);
  const total = replies.length;
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
