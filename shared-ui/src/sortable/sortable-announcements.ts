import { sortableLabels } from './labels';

type Id = string | number;

export interface SortableItem {
  id: string;
  label: string;
}

export interface SortableAnnouncementsOptions {
  /** What the list counts its items in: '項目', '件'. */
  unit: string;
  /** Read for an item whose label is empty. */
  untitled?: string;
}

/**
 * What a screen reader hears while an item of a sortable list is moved with the keyboard, in
 * Japanese: dnd-kit's `accessibility` prop. Typed by shape, so shared-ui needs no dnd-kit of its own.
 */
export function sortableAnnouncements(items: readonly SortableItem[], { unit, untitled = '' }: SortableAnnouncementsOptions) {
  const words = sortableLabels;
  const labelOf = (id: Id) => items.find((item) => item.id === id)?.label || untitled;
  const positionOf = (id: Id | undefined) => (id === undefined ? 0 : items.findIndex((item) => item.id === id) + 1);
  const total = items.length;
  type Moving = { active: { id: Id }; over: { id: Id } | null };
  return {
    screenReaderInstructions: { draggable: words.instructions },
    announcements: {
      onDragStart: ({ active }: Pick<Moving, 'active'>) => words.picked(labelOf(active.id), positionOf(active.id), total, unit),
      onDragOver: ({ active, over }: Moving) => (over ? words.moved(labelOf(active.id), positionOf(over.id), total, unit) : undefined),
      onDragEnd: ({ active, over }: Moving) => (over ? words.dropped(labelOf(active.id), positionOf(over.id), total, unit) : undefined),
      onDragCancel: ({ active }: Pick<Moving, 'active'>) => words.cancelled(labelOf(active.id)),
    },
  };
}
