import { sortableAnnouncements } from '../src/sortable/sortable-announcements';

describe('sortableAnnouncements', () => {
  const items = [
    { id: 'a', label: 'お名前' },
    { id: 'b', label: '' },
    { id: 'c', label: 'ご用件' },
  ];

  it('reads the moved item, its place and the count in the unit of the list', () => {
    const { announcements, screenReaderInstructions } = sortableAnnouncements(items, { unit: '項目', untitled: '（項目名未入力）' });

    expect(screenReaderInstructions.draggable).toMatch(/^スペースキーかEnterキーで項目を持ち上げます。/);
    expect(announcements.onDragStart({ active: { id: 'a' } })).toBe('「お名前」を持ち上げました。3項目中1番目です。');
    expect(announcements.onDragOver({ active: { id: 'a' }, over: { id: 'c' } })).toBe('「お名前」を3項目中3番目に移動しました。');
    expect(announcements.onDragEnd({ active: { id: 'c' }, over: { id: 'a' } })).toBe('「ご用件」を3項目中1番目に置きました。');
    expect(announcements.onDragCancel({ active: { id: 'b' } })).toBe('「（項目名未入力）」の移動を取り消しました。');
  });

  it('says nothing while the item is over no place, and reads an unknown item with an empty name', () => {
    const { announcements } = sortableAnnouncements(items, { unit: '件' });

    expect(announcements.onDragOver({ active: { id: 'a' }, over: null })).toBeUndefined();
    expect(announcements.onDragEnd({ active: { id: 'a' }, over: null })).toBeUndefined();
    expect(announcements.onDragStart({ active: { id: 'x' } })).toBe('「」を持ち上げました。3件中0番目です。');
  });
});
