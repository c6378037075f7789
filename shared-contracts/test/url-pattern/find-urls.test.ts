import { findUrls } from '../../src/url-pattern';

const urlsIn = (text: string) => findUrls(text).map((found) => found.url);

describe('findUrls', () => {
  it.each([
    ['Japanese brackets and full stop', '「https://example.com/a」。', ['https://example.com/a']],
    ['a full stop right after', '詳しくはhttps://example.com/faqをご覧ください。', ['https://example.com/faq']],
    ['full-width parentheses', '公式サイト（https://example.com/）へ', ['https://example.com/']],
    ['an ideographic comma', 'https://a.example/x、https://b.example/y', ['https://a.example/x', 'https://b.example/y']],
    ['an ideographic space', 'https://example.com/a　次', ['https://example.com/a']],
    ['an English full stop', 'See https://example.com/docs.', ['https://example.com/docs']],
    ['a question mark ending a sentence', 'Is it https://example.com/a?', ['https://example.com/a']],
    ['a query string', 'https://example.com/s?q=1&r=2#top です', ['https://example.com/s?q=1&r=2#top']],
    ['parentheses around the URL', '(https://example.com/a)', ['https://example.com/a']],
    ['parentheses inside the URL', 'https://en.wikipedia.org/wiki/Foo_(bar)', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['a Markdown link', '[ここ](https://example.com/x)を見て', ['https://example.com/x']],
    ['Markdown bold', '**https://example.com/x**', ['https://example.com/x']],
    ['angle brackets', '<https://example.com/x>', ['https://example.com/x']],
    ['upper-case schemes and http', 'HTTPS://EXAMPLE.com/A と http://example.com', ['HTTPS://EXAMPLE.com/A', 'http://example.com']],
    ['percent-encoded Japanese', 'https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC。', ['https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC']],
    ['emoji after', 'https://example.com/🍣', ['https://example.com/']],
  ])('finds URLs next to %s', (_case, text, expected) => {
    expect(urlsIn(text)).toEqual(expected);
  });

  it('gives the offsets to cut each URL out', () => {
    const text = '「https://example.com/a」と「https://example.com/b」';
    const found = findUrls(text);
    expect(found).toEqual([
      { url: 'https://example.com/a', start: 1, end: 22 },
      { url: 'https://example.com/b', start: 25, end: 46 },
    ]);
    for (const { url, start, end } of found) expect(text.slice(start, end)).toBe(url);
  });

  it.each(['ftp://example.com/a', 'mailto:a@example.com', 'example.com/a', 'https://', 'https:///a', 'https://　'])(
    'ignores %s',
    (text) => {
      expect(findUrls(text)).toEqual([]);
    },
  );
});
