import { cutAnswer } from '#src/domains/agent/steps/cut-answer';

describe('cut answer', () => {
  it('keeps a short answer whole', () => {
    expect(cutAnswer('はい。そうです。', 50)).toBe('はい。そうです。');
  });

  it('cuts at the last sentence end that fits', () => {
    expect(cutAnswer('一つ目の文です。二つ目の文です。三つ目の文です。', 17)).toBe('一つ目の文です。二つ目の文です。');
  });

  it('cuts a first sentence that alone is too long, with an ellipsis', () => {
    expect(cutAnswer('とても長い一文がここにあります', 6)).toBe('とても長い…');
  });
});
