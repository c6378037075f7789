import { articleExcerpt, EXCERPT_LENGTH } from '../../src/domains/knowledge/items/article-excerpt';

describe('an article’s excerpt in the list', () => {
  it('shows headings as words, without Markdown’s marks, and every line as one run of text', () => {
    expect(articleExcerpt('## 会員登録\n会員登録をすると、\nポイントが使えます。\n\n## お届け\n3営業日以内に発送します。')).toBe(
      '会員登録 会員登録をすると、 ポイントが使えます。 お届け 3営業日以内に発送します。',
    );
  });

  it('keeps plain Japanese headings’ words too (【料金】, ■ 解約方法)', () => {
    expect(articleExcerpt('【料金】\n月額980円です。\n■ 解約方法\nマイページから')).toBe('料金 月額980円です。 解約方法 マイページから');
  });

  it('is at most EXCERPT_LENGTH characters, counted by code point (no half of a surrogate pair)', () => {
    const excerpt = articleExcerpt('𠮷野家'.repeat(100));
    expect(Array.from(excerpt)).toHaveLength(EXCERPT_LENGTH);
    expect(excerpt.endsWith('\uD842')).toBe(false);
    expect(excerpt.startsWith('𠮷野家𠮷')).toBe(true);
  });

  it('is empty for an empty body', () => {
    expect(articleExcerpt('')).toBe('');
  });
});
