import { parse } from 'node-html-parser';
import { extractHtmlPage } from '#src/domains/knowledge/extract/extract-html-page';
import { htmlBlocks } from '#src/domains/knowledge/extract/html-blocks';
import { collapseWhitespace } from '#src/domains/knowledge/text/join-lines';

describe('htmlBlocks', () => {
  it('reads headings, paragraphs, line breaks, lists, pre and tables in order', () => {
    const root = parse(`<body><h2>配送
      について</h2><p>通常は
      2日で届きます。<br>離島は<b>5日</b>です。</p><ul><li>平日</li><li>土日</li></ul>
      <pre>行1
行2</pre><table><thead><tr><th>地域</th><th>送料</th></tr></thead><tr><td>本州</td><td>550円</td></tr></table>
      <script>alert(1)</script><style>p{}</style></body>`);
    expect(htmlBlocks(root)).toEqual([
      { kind: 'heading', level: 2, text: '配送について' },
      { kind: 'text', text: '通常は 2日で届きます。\n離島は5日です。' },
      { kind: 'text', text: '平日' },
      { kind: 'text', text: '土日' },
      { kind: 'text', text: '行1\n行2' },
      { kind: 'row', text: '地域: 本州 / 送料: 550円' },
    ]);
  });
});

describe('collapseWhitespace', () => {
  it('drops a wrapped line break between Japanese characters, and keeps one space elsewhere', () => {
    expect(collapseWhitespace(' 料金は\n  月額です ')).toBe('料金は月額です');
    expect(collapseWhitespace('配送ガイド | はなまるストア')).toBe('配送ガイド | はなまるストア');
    expect(collapseWhitespace('Hello\n  world')).toBe('Hello world');
  });
});

describe('extractHtmlPage', () => {
  it('takes <main> when it holds the text, without the page furniture', () => {
    const page = extractHtmlPage(`<html><head><title>よくある質問 - ストア</title><meta property="og:title" content="FAQ | ストア"></head>
      <body><header><a href="/">ロゴ</a></header><nav>メニュー</nav>
      <main><h1>よくある質問</h1><p>返品は8日以内に受け付けます。</p><div class="share-buttons">シェアする</div></main>
      <aside>広告です</aside><footer>著作権表示</footer></body></html>`);
    expect(page).toEqual({
      title: 'FAQ | ストア',
      blocks: [
        { kind: 'heading', level: 1, text: 'よくある質問' },
        { kind: 'text', text: '返品は8日以内に受け付けます。' },
      ],
    });
  });

  it('finds the content by its paragraphs when the page has no landmarks', () => {
    const links = Array.from({ length: 20 }, (_, i) => `<a href="/c${i}">カテゴリ${i}</a>`).join('');
    const page = extractHtmlPage(`<html><head><title>お知らせ</title></head><body>
      <div id="top">${links}</div>
      <div id="wrap"><div id="content"><p>年末年始の営業についてお知らせします。12月29日から1月3日まで休業します。</p>
      <p>休業中のご注文は、1月4日から順次発送いたします。ご迷惑をおかけしますが、よろしくお願いいたします。</p></div></div>
      <div id="bottom">${links}</div></body></html>`);
    expect(page.title).toBe('お知らせ');
    const text = page.blocks.map((block) => block.text).join('\n');
    expect(text).toContain('12月29日から1月3日まで休業します。');
    expect(text).toContain('1月4日から順次発送');
    expect(text).not.toContain('カテゴリ');
  });
});
