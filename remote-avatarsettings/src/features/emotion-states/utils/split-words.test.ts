import { splitWords } from './split-words';

describe('splitWords', () => {
  it('splits on Japanese and Latin commas and line breaks, dropping blanks', () => {
    expect(splitWords('ありがとう、嬉しい,最高，\nやった ')).toEqual(['ありがとう', '嬉しい', '最高', 'やった']);
  });
  it('keeps spaces inside a phrase', () => {
    expect(splitWords('thank you')).toEqual(['thank you']);
  });
  it('gives nothing for separators alone', () => {
    expect(splitWords('、 , ')).toEqual([]);
  });
});
