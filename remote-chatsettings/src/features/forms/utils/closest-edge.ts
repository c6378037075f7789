import type { Collision, CollisionDetection } from '@dnd-kit/core';

/**
 * Which field the dragged card is over, for a list whose cards differ greatly in height (an
 * opened card is many times taller than a closed one). dnd-kit's keyboard moves put the dragged
 * card's top on the top of a card above it, or its bottom on the bottom of a card below it; the
 * card whose top or bottom edge is nearest is the one it is over. Comparing centres instead (as
 * closestCenter does) keeps a tall card "over" itself, and it never moves.
 */
export const closestEdge: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const collisions: (Collision & { distance: number })[] = [];
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const distance = Math.min(Math.abs(rect.top - collisionRect.top), Math.abs(rect.bottom - collisionRect.bottom));
    collisions.push({ id: container.id, data: { droppableContainer: container, value: distance }, distance });
  }
  return collisions.sort((a, b) => a.distance - b.distance).map(({ id, data }) => ({ id, data }));
};
