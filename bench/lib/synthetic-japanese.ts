// Synthetic Japanese support text for the knowledge benchmark. Real knowledge bases have a large
// vocabulary whose words occur with Zipf-like frequencies (a few in most passages, most in few),
// plus the function words of every sentence (です, ます, ください); this generator reproduces both:
// support nouns, ~6,000 made-up kanji compounds and ~2,000 made-up katakana words, ranked and drawn
// by Zipf's law, inside sentences of a customer-support register.

const SUPPORT_NOUNS = [
  '料金', '会員', 'プラン', '解約', '退会', '注文', '配送', '送料', '返品', '交換', '返金', '支払い', '請求書', '領収書', '口座',
  'カード', 'ポイント', 'クーポン', '割引', 'キャンペーン', 'アカウント', 'パスワード', 'メールアドレス', 'ログイン', '認証',
  '設定', '画面', 'ボタン', 'メニュー', 'マイページ', 'お問い合わせ', '窓口', '電話', 'チャット', 'サポート', '営業時間', '休日',
  '店舗', '在庫', '商品', 'サイズ', 'カラー', '素材', '保証', '修理', '故障', '不具合', 'エラー', 'アプリ', 'スマートフォン',
  'パソコン', 'ブラウザ', '通知', '配達', '日時', '住所', '電話番号', '名義', '契約', '更新', '期限', '期間', '手数料', '税込',
  '金額', '明細', '履歴', '記録', 'データ', 'バックアップ', '容量', '上限', '制限', '利用', '申し込み', '手続き', '書類', '本人確認',
  '法人', '個人', '家族', '年齢', '学生', 'シニア', '特典', 'ギフト', '包装', 'メッセージ', 'カタログ', '定期便', 'お届け',
  '梱包', '破損', '汚れ', '初期不良', '取扱説明書', '部品', '付属品', '電池', '充電', '接続', '互換性', 'バージョン', 'アップデート',
  'セキュリティ', '個人情報', '規約', '同意', '転居', '名前', '変更', '停止', '再開', '復旧', '障害', 'メンテナンス', 'お知らせ',
  '案内', '説明', '確認', '対応', '回答', '質問', '相談', '予約', 'キャンセル', '空き状況', '座席', 'チケット', '入場', '駐車場',
  '送迎', '宿泊', '食事', 'アレルギー', '原材料', '賞味期限', '保存方法', '冷凍', '冷蔵',
];
const KANJI =
  '日本人会社時間年月分国生中大出事者学自手地実前方行業下見定新物理以後経内市場合明体政議部家開話題問全取意主関発表法度' +
  '外高動用現力教同長言東心作西北南性情報数道金電気車食品安通計画製造機能運営売買店客様員部品質量価値費税額給料貯預' +
  '送配達届受付窓口電話番号住所宛先名義登録変更解約退会返品交換修理保証故障点検予約申込手続書類記入提出確認承認審査' +
  '期限期間延長短縮開始終了停止再開復旧障害対応案内説明相談質問回答連絡通知表示画面設定操作入力選択検索閲覧保存削除';
const KATAKANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワンガギグゲゴザジズゼゾダデドバビブベボパピプペポ';
const VERBS = [
  '確認します', '変更できます', '登録します', '申請してください', '選択してください', '入力してください', '受け付けます', 'お届けします',
  'ご利用いただけます', 'お支払いいただけます', '返送してください', '発行されます', '反映されます', '適用されます', '表示されます',
  '送信されます', '保存されます', 'ご案内します', '対応いたします', 'お知らせします',
];
const UNITS = ['円', '日', '時間', '件', '回', '分', '点', 'か月', '営業日'];

/** A deterministic generator (mulberry32), so every run measures the same text. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Vocabulary {
  /** A noun drawn by Zipf's law (s = `exponent`, 1 by default): rank 1 most often. */
  noun(exponent?: number): string;
  verb(): string;
  number(): string;
}

/** The ranked vocabulary: the support nouns spread over the top ranks, made-up words after them. */
export function createVocabulary(random: () => number): Vocabulary {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)] ?? '';
  const made = new Set<string>();
  while (made.size < 6_000) made.add(`${pick(KANJI)}${pick(KANJI)}${random() < 0.2 ? pick(KANJI) : ''}`);
  while (made.size < 8_000) made.add(Array.from({ length: 3 + Math.floor(random() * 3) }, () => pick(KATAKANA)).join('') + (random() < 0.3 ? 'ー' : ''));
  const ranked = [...made];
  SUPPORT_NOUNS.forEach((noun, index) => ranked.splice(index * 8, 0, noun));

  const cumulative = (exponent: number) => {
    const weights = ranked.map((_, rank) => 1 / (rank + 1) ** exponent);
    const total = weights.reduce((sum, w) => sum + w, 0);
    let running = 0;
    return weights.map((w) => (running += w / total));
  };
  const tables = new Map<number, number[]>();
  return {
    noun(exponent = 1) {
      let table = tables.get(exponent);
      if (!table) tables.set(exponent, (table = cumulative(exponent)));
      const u = random();
      let low = 0;
      let high = table.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((table[middle] ?? 1) < u) low = middle + 1;
        else high = middle;
      }
      return ranked[low] ?? '';
    },
    verb: () => VERBS[Math.floor(random() * VERBS.length)] ?? '',
    number: () => `${1 + Math.floor(random() ** 3 * 9999)}${UNITS[Math.floor(random() * UNITS.length)]}`,
  };
}

const TEMPLATES: readonly ((w: Vocabulary) => string)[] = [
  (w) => `${w.noun()}の${w.noun()}は${w.noun()}で${w.verb()}。`,
  (w) => `${w.noun()}を${w.noun()}から${w.verb()}。`,
  (w) => `${w.noun()}について、${w.noun()}の${w.noun()}により${w.verb()}場合があります。`,
  (w) => `${w.noun()}と${w.noun()}の${w.noun()}は${w.number()}です。`,
  (w) => `${w.noun()}の${w.noun()}が必要な場合は、${w.noun()}から${w.noun()}を${w.verb()}。`,
  (w) => `${w.noun()}は${w.number()}以内に${w.verb()}。`,
  (w) => `なお、${w.noun()}の${w.noun()}は${w.noun()}に含まれません。`,
];

/** A body of about `chars` characters, in paragraphs of a few sentences. */
export function syntheticBody(words: Vocabulary, random: () => number, chars: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const paragraph = Array.from({ length: 2 + Math.floor(random() * 4) }, () => TEMPLATES[Math.floor(random() * TEMPLATES.length)]?.(words) ?? '').join('');
    paragraphs.push(paragraph);
    length += paragraph.length + 1;
  }
  return paragraphs.join('\n');
}

/** A visitor's question: function words as visitors write them, about topics drawn a little flatter than the text's. */
export function syntheticQuestion(words: Vocabulary, random: () => number): string {
  const topic = () => words.noun(0.8);
  const forms = [
    () => `${topic()}の${topic()}について教えてください`,
    () => `${topic()}を${topic()}したいのですが、どうすればいいですか`,
    () => `${topic()}はいくらですか`,
    () => `${topic()}と${topic()}の違いは？`,
    () => `${topic()}の${topic()}が${topic()}できません`,
  ];
  return forms[Math.floor(random() * forms.length)]?.() ?? '';
}
