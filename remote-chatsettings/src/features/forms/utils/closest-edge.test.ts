import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { closestEdge } from './closest-edge';

const rect = (top: number, height: number): ClientRect => ({ top, height, bottom: top + height, left: 0, right: 600, width: 600 });

// A closed card (60), an opened one (700), two closed ones, 8 px apart.
const rects = new Map<UniqueIdentifier, ClientRect>([
  ['a', rect(0, 60)],
  ['b', rect(68, 700)],
  ['c', rect(776, 60)],
  ['d', rect(844, 60)],
]);
const containers = [...rects.keys()].map((id) => ({ id }) as DroppableContainer);

function overOf(collisionRect: ClientRect) {
  const [first] = closestEdge({
    active: { id: 'b', data: { current: undefined }, rect: { current: { initial: null, translated: null } } },
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: null,
  });
  return first?.id;
}

describe('closestEdge', () => {
  it('finds the card above when a tall card is moved up onto its top', () => {
    expect(overOf(rect(0, 700))).toBe('a');
  });

  it('finds the card below when a tall card is moved down onto its bottom', () => {
    expect(overOf(rect(904 - 700, 700))).toBe('d');
    expect(overOf(rect(836 - 700, 700))).toBe('c');
  });

  it('stays over itself where it was', () => {
    expect(overOf(rect(68, 700))).toBe('b');
  });
});
