import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('puts the token at the caret', () => {
    expect(insertAtCursor('こんにちは、です。', '{agent_name}', 6, 6)).toEqual({ text: 'こんにちは、{agent_name}です。', caret: 18 });
  });
  it('replaces a selection', () => {
    expect(insertAtCursor('日付: 今日', '{date}', 4, 6)).toEqual({ text: '日付: {date}', caret: 10 });
  });
  it('appends when the field never had a caret', () => {
    expect(insertAtCursor('時刻は', '{time}', null, null)).toEqual({ text: '時刻は{time}', caret: 9 });
  });
  it('keeps out-of-range positions inside the text', () => {
    expect(insertAtCursor('abc', 'X', 10, 20)).toEqual({ text: 'abcX', caret: 4 });
  });
});
