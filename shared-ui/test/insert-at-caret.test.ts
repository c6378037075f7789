import { insertAtCaret } from '../src/caret-insert/insert-at-caret';

// The cases of the greeting (avatar settings) and of the fixed messages (chat settings), which
// each had a copy of this function.
describe('insertAtCaret', () => {
  it('puts the token at the caret and the caret after it', () => {
    expect(insertAtCaret('こんにちは、です', '{agent_name}', 6, 6)).toEqual({ text: 'こんにちは、{agent_name}です', caret: 18 });
  });
  it('puts the token at the caret before the full stop', () => {
    expect(insertAtCaret('こんにちは、です。', '{agent_name}', 6, 6)).toEqual({ text: 'こんにちは、{agent_name}です。', caret: 18 });
  });
  it('replaces a selection', () => {
    expect(insertAtCaret('こんにちは、私です', '{agent_name}', 6, 7)).toEqual({ text: 'こんにちは、{agent_name}です', caret: 18 });
  });
  it('replaces a selection at the end of the text', () => {
    expect(insertAtCaret('日付: 今日', '{date}', 4, 6)).toEqual({ text: '日付: {date}', caret: 10 });
  });
  it('appends when the field never had the caret', () => {
    expect(insertAtCaret('やあ', '{time}', null, null)).toEqual({ text: 'やあ{time}', caret: 8 });
  });
  it('appends to a longer text when the field never had the caret', () => {
    expect(insertAtCaret('時刻は', '{time}', null, null)).toEqual({ text: '時刻は{time}', caret: 9 });
  });
  it('keeps out-of-range positions inside the text', () => {
    expect(insertAtCaret('abc', 'X', 10, 20)).toEqual({ text: 'abcX', caret: 4 });
  });
});
