import { OVERLAP_MAX, PASSAGE_HARD_MAX, PASSAGE_MAX, PASSAGE_MIN, splitPassages } from '#src/domains/knowledge/text/split-passages';
import { charCount } from '#src/domains/knowledge/text/char-count';

const sentence = (n: number, length = 50) => `${String(n).padStart(3, '0')}${'あ'.repeat(length - 4)}。`;

describe('splitPassages', () => {
  it('packs sentences into passages of 200–400 characters, never cutting one', () => {
    const sentences = Array.from({ length: 40 }, (_, i) => sentence(i));
    const passages = splitPassages([{ kind: 'text', text: sentences.join('') }]);
    for (const passage of passages.slice(0, -1)) {
      expect(charCount(passage.text)).toBeGreaterThanOrEqual(PASSAGE_MIN);
      expect(charCount(passage.text)).toBeLessThanOrEqual(PASSAGE_MAX);
    }
    // Every sentence survives whole, in order.
    for (const text of sentences) expect(passages.some((passage) => passage.text.includes(text))).toBe(true);
    for (const passage of passages) expect(passage.text.endsWith('。')).toBe(true);
  });

  it('repeats a short last sentence at the start of the next passage', () => {
    const passages = splitPassages([{ kind: 'text', text: Array.from({ length: 20 }, (_, i) => sentence(i)).join('') }]);
    for (let i = 1; i < passages.length; i += 1) {
      const previousLast = (passages[i - 1]?.text.match(/[^。]+。$/) ?? [''])[0];
      expect(charCount(previousLast)).toBeLessThanOrEqual(OVERLAP_MAX);
      expect(passages[i]?.text.startsWith(previousLast)).toBe(true);
    }
  });

  it('stretches to 600 rather than cutting, and cuts a giant sentence at commas', () => {
    const [stretched] = splitPassages([{ kind: 'text', text: `${'い'.repeat(150)}。${'う'.repeat(400)}。` }]);
    expect(charCount(stretched?.text ?? '')).toBe(552);
    const giant = Array.from({ length: 90 }, (_, i) => `項目${i}は重要です、`).join('');
    const pieces = splitPassages([{ kind: 'text', text: `${giant}。` }]);
    expect(charCount(giant)).toBeGreaterThan(PASSAGE_HARD_MAX);
    for (const piece of pieces) expect(charCount(piece.text)).toBeLessThanOrEqual(PASSAGE_MAX);
    for (const piece of pieces.slice(0, -1)) expect(piece.text.endsWith('、')).toBe(true);
    expect(pieces.map((piece) => piece.text).join('')).toBe(`${giant}。`);
  });

  it('closes a passage at a heading, and gives the passages below it their heading path', () => {
    const passages = splitPassages([
      { kind: 'heading', level: 1, text: '料金' },
      { kind: 'text', text: 'プランは3つです。' },
      { kind: 'heading', level: 2, text: '年間プラン' },
      { kind: 'text', text: '2か月分お得です。' },
      { kind: 'heading', level: 2, text: '月額プラン' },
      { kind: 'row', text: 'ライト: 480円' },
      { kind: 'heading', level: 1, text: '解約' },
      { kind: 'text', text: 'いつでも解約できます。' },
    ]);
    expect(passages).toEqual([
      { heading: '料金', text: 'プランは3つです。' },
      { heading: '料金 › 年間プラン', text: '2か月分お得です。' },
      { heading: '料金 › 月額プラン', text: 'ライト: 480円' },
      { heading: '解約', text: 'いつでも解約できます。' },
    ]);
  });

  it('keeps line breaks between lines and joins sentences of one line directly', () => {
    expect(splitPassages([{ kind: 'text', text: '一文目。二文目。\n三行目' }, { kind: 'text', text: '次の段落。' }])).toEqual([
      { heading: '', text: '一文目。二文目。\n三行目\n次の段落。' },
    ]);
  });

  it('makes nothing of nothing', () => {
    expect(splitPassages([])).toEqual([]);
    expect(splitPassages([{ kind: 'heading', level: 1, text: '見出しだけ' }, { kind: 'text', text: ' \n ' }])).toEqual([]);
  });
});
