import { extractCsv } from '#src/domains/knowledge/extract/extract-csv';
import { extractMarkdown } from '#src/domains/knowledge/extract/extract-markdown';
import { extractPlainText } from '#src/domains/knowledge/extract/extract-plain-text';

describe('extractMarkdown', () => {
  it('keeps headings, drops the syntax around words, and joins wrapped lines', () => {
    const markdown = [
      '---',
      'title: front matter',
      '---',
      '# 料金',
      '',
      '月額プランは**980円**、年間プランは*9,800円*です。snake_case_name は_そのまま_。',
      '詳しくは[料金表](https://example.com/price)と',
      '![図](x.png)`price` をご覧ください。',
      '',
      'よくある質問',
      '------------',
      '',
      '> 引用された注意書きです。',
      '',
      '1. 手順1',
      '2. 手順2',
      '   続きの行',
      '',
      '```',
      'code block line',
      '```',
      '<div>HTMLタグ</div> &amp; 記号',
      '[ref]: https://example.com',
    ].join('\n');
    expect(extractMarkdown(markdown)).toEqual({
      title: '料金',
      blocks: [
        { kind: 'heading', level: 1, text: '料金' },
        { kind: 'text', text: '月額プランは980円、年間プランは9,800円です。snake_case_name は_そのまま_。詳しくは料金表と図price をご覧ください。' },
        { kind: 'heading', level: 2, text: 'よくある質問' },
        { kind: 'text', text: '引用された注意書きです。' },
        { kind: 'text', text: '手順1\n手順2 続きの行' },
        { kind: 'text', text: 'code block line' },
        { kind: 'text', text: 'HTMLタグ & 記号' },
      ],
    });
  });

  it('turns a table into rows named by its header', () => {
    expect(extractMarkdown('| プラン | 料金 |\n|:---|---:|\n| ライト | 480円 |\n| スタンダード | 980円 |').blocks).toEqual([
      { kind: 'row', text: 'プラン: ライト / 料金: 480円' },
      { kind: 'row', text: 'プラン: スタンダード / 料金: 980円' },
    ]);
  });
});

describe('extractPlainText', () => {
  it('keeps every line, separates paragraphs at blank lines, and reads Japanese heading styles', () => {
    expect(extractPlainText('【営業時間】\n平日10時から\n土日休み\n\n■ 連絡先\n電話: 0120-000-000\n# 住所\n東京都').blocks).toEqual([
      { kind: 'heading', level: 2, text: '営業時間' },
      { kind: 'text', text: '平日10時から\n土日休み' },
      { kind: 'heading', level: 2, text: '連絡先' },
      { kind: 'text', text: '電話: 0120-000-000' },
      { kind: 'heading', level: 1, text: '住所' },
      { kind: 'text', text: '東京都' },
    ]);
  });

  it('does not take a sentence in brackets for a heading', () => {
    expect(extractPlainText('【重要】このメールは送信専用です。').blocks).toEqual([{ kind: 'text', text: '【重要】このメールは送信専用です。' }]);
  });
});

describe('extractCsv', () => {
  it('names cells by a header row that looks like one', () => {
    expect(extractCsv('商品,価格\nケーキ,500円\nクッキー,\n').blocks).toEqual([
      { kind: 'row', text: '商品: ケーキ / 価格: 500円' },
      { kind: 'row', text: '商品: クッキー' },
    ]);
  });

  it('keeps the first row as data when it does not look like a header', () => {
    expect(extractCsv('ケーキは500円です,税込\nクッキーは300円です,税込\n').blocks).toEqual([
      { kind: 'row', text: 'ケーキは500円です / 税込' },
      { kind: 'row', text: 'クッキーは300円です / 税込' },
    ]);
  });
});
