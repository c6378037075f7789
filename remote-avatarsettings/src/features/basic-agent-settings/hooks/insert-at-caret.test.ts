import { insertAtCaret } from './insert-at-caret';

describe('insertAtCaret', () => {
  it('puts the token at the caret and the caret after it', () => {
    expect(insertAtCaret('こんにちは、です', '{agent_name}', 6, 6)).toEqual({ text: 'こんにちは、{agent_name}です', caret: 18 });
  });
  it('replaces a selection', () => {
    expect(insertAtCaret('こんにちは、私です', '{agent_name}', 6, 7)).toEqual({ text: 'こんにちは、{agent_name}です', caret: 18 });
  });
  it('appends when the field never had the caret', () => {
    expect(insertAtCaret('やあ', '{time}', null, null)).toEqual({ text: 'やあ{time}', caret: 8 });
  });
});
