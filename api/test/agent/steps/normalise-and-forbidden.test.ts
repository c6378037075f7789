import { findForbiddenInput } from '#src/domains/agent/steps/forbidden-input';
import { normaliseInput } from '#src/domains/agent/steps/normalise-input';
import { createForbiddenWordMatcher } from '#src/domains/agent/normalise/index';

describe('normalise and forbidden input', () => {
  it('keeps the text as written and folds the comparison key', () => {
    expect(normaliseInput('  ｶﾞｲﾄﾞ　ＡＢＣ ')).toEqual({ text: 'ｶﾞｲﾄﾞ　ＡＢＣ', key: 'がいど abc' });
  });

  it('finds a forbidden word in any width or script and names the owner’s entry', () => {
    const matcher = createForbiddenWordMatcher([{ id: '1', value: 'ライバル社' }]);
    expect(findForbiddenInput(matcher, 'らいばる社の話をして')).toEqual({ word: 'ライバル社' });
    expect(findForbiddenInput(matcher, '御社の話をして')).toBeNull();
  });
});
