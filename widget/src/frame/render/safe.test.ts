import { isOwnMediaUrl, safeHttpUrl, safeLink, textWithLinks } from './safe';

const holder = (nodes: Node[]) => {
  const div = document.createElement('div');
  div.append(...nodes);
  return div;
};

describe('safe links', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', '//evil.example/x', 'not a url'])(
    'never makes %s into a link',
    (raw) => {
      expect(safeHttpUrl(raw)).toBeNull();
      const node = safeLink(raw, 'クリック');
      expect(node).toBeInstanceOf(Text);
      expect(node.textContent).toBe('クリック');
    },
  );

  it('opens http(s) links in a new tab without a handle on this window', () => {
    const link = safeLink('https://example.com/faq?q=1', 'よくある質問') as HTMLAnchorElement;
    expect(link).toBeInstanceOf(HTMLAnchorElement);
    expect(link.href).toBe('https://example.com/faq?q=1');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toBe('よくある質問');
  });
});

describe('message text', () => {
  it('keeps markup as text', () => {
    const div = holder(textWithLinks('<img src=x onerror="alert(1)"><b>太字</b><a href="javascript:alert(1)">x</a>'));
    expect(div.querySelector('img, b, a')).toBeNull();
    expect(div.textContent).toBe('<img src=x onerror="alert(1)"><b>太字</b><a href="javascript:alert(1)">x</a>');
  });

  it('links the http(s) addresses in running text and leaves the rest, Japanese punctuation included', () => {
    const div = holder(textWithLinks('詳しくは https://example.com/guide。または（http://example.jp/a）をご覧ください。javascript:alert(1) は文字のまま'));
    const links = Array.from(div.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/guide', 'http://example.jp/a']);
    expect(links.every((a) => a.rel === 'noopener noreferrer' && a.target === '_blank')).toBe(true);
    expect(div.textContent).toBe('詳しくは https://example.com/guide。または（http://example.jp/a）をご覧ください。javascript:alert(1) は文字のまま');
  });

  it('drops trailing sentence punctuation from a link', () => {
    const div = holder(textWithLinks('See https://example.com/a.'));
    expect(div.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    expect(div.textContent).toBe('See https://example.com/a.');
  });
});

describe('images', () => {
  const api = 'https://api.example.jp';
  it("draws only the agent's own media library pictures", () => {
    expect(isOwnMediaUrl(`${api}/api/v1/public/media/agt_1/m1/photo.png`, api, 'agt_1')).toBe(true);
    expect(isOwnMediaUrl(`${api}/api/v1/public/media/agt_2/m1/photo.png`, api, 'agt_1')).toBe(false);
    expect(isOwnMediaUrl('https://tracker.example/api/v1/public/media/agt_1/m1/p.png', api, 'agt_1')).toBe(false);
    expect(isOwnMediaUrl(`${api}/api/v1/public/widget/agt_1/config`, api, 'agt_1')).toBe(false);
    expect(isOwnMediaUrl('javascript:alert(1)', api, 'agt_1')).toBe(false);
  });
});
