import { loadAnsweredForms, loadSession, saveAnsweredForm, saveSession } from './storage';

beforeEach(() => localStorage.clear());

describe('what the frame keeps across page loads', () => {
  it('keeps the session per agent, apart from the console preview', () => {
    saveSession('agt_1', false, { visitor_token: 't1', conversation_id: 'c1' });
    saveSession('agt_1', true, { visitor_token: 'p1', conversation_id: 'pc1' });
    expect(loadSession('agt_1', false)).toEqual({ visitor_token: 't1', conversation_id: 'c1' });
    expect(loadSession('agt_1', true)).toEqual({ visitor_token: 'p1', conversation_id: 'pc1' });
    expect(loadSession('agt_2', false)).toBeNull();
  });

  it('ignores a stored session that is not one', () => {
    localStorage.setItem('avatar-chat:agt_1', '{"visitor_token":1}');
    expect(loadSession('agt_1', false)).toBeNull();
    localStorage.setItem('avatar-chat:agt_1', 'not json');
    expect(loadSession('agt_1', false)).toBeNull();
  });

  it('remembers the forms sent, with their thank-you message, the latest 50', () => {
    for (let i = 0; i < 55; i++) saveAnsweredForm('agt_1', `m${i}`, `ありがとう${i}`);
    const answered = loadAnsweredForms('agt_1');
    expect(Object.keys(answered)).toHaveLength(50);
    expect(answered.m54).toBe('ありがとう54');
    expect(answered.m0).toBeUndefined();
    expect(loadAnsweredForms('agt_2')).toEqual({});
  });
});
