import { IMPORT_ROWS_MAX, URL_PATTERN_EXAMPLE } from 'shared-contracts';
import type { ForbiddenListKind } from './forbidden-list-kinds';

/** The file limit the API enforces on an uploaded CSV (api/src/errors/messages.ts). */
const IMPORT_FILE_MAX_MB = 5;

/** What differs on screen between the word list and the URL list. */
const byKind = {
  word: {
    title: '禁止ワード',
    description:
      '訪問者のメッセージに禁止ワードが含まれると、AIは答えずに固定メッセージ「禁止ワードを含むとき」を返します。AIの回答に含まれた禁止ワードも伏せて表示します。',
    value: '禁止ワード',
    valuePlaceholder: '例: 競合他社名',
    addTitle: '禁止ワードを追加',
    matchingTitle: '判定のしかた',
    matchingRules: [
      '全角・半角、ひらがな・カタカナの違いは区別せずに判定します（例: 「ｶﾞｲﾄﾞ」「ガイド」「がいど」は同じことばとして扱います）。',
      '文章の一部に含まれていれば該当します。英字の大文字・小文字も区別しません。',
      '同じことばとして扱われるものは重複として登録できません。',
    ],
    emptyTitle: 'まだ禁止ワードはありません',
    emptyDescription: '上の欄から追加するか、「一括登録」でCSVファイルや一覧を貼り付けて登録してください。',
    tryLabel: '試す文章',
    tryPlaceholder: '例: ｶﾞｲﾄﾞについて教えてください',
    tryHelp: '訪問者のメッセージを入力すると、禁止ワードに該当するかを確かめられます。',
    pasteHelp: '禁止ワードを1行に1つずつ入力してください。',
    pastePlaceholder: '例:\n競合他社名\n不適切な表現',
    deleteQuestion: (value: string) => `禁止ワード「${value}」を削除しますか？`,
    searchPlaceholder: '禁止ワード・メモで検索',
  },
  url: {
    title: '禁止URL',
    description:
      'AIの回答に禁止URLに該当するリンクが含まれる場合、そのリンクを表示しません。公開したくないページや古いページのURLを登録してください。',
    value: '禁止URL',
    valuePlaceholder: `例: ${URL_PATTERN_EXAMPLE}`,
    addTitle: '禁止URLを追加',
    matchingTitle: 'URLの書き方',
    matchingRules: [
      `* は任意の文字列を表します（例: ${URL_PATTERN_EXAMPLE} は /private/ 以下のすべてのページに該当します）。`,
      '* のないURLはそのページだけに該当します。サイト全体を禁止するには https://example.com/* のように書きます。',
      'https://*.example.com/* はサブドメイン（www.example.com など）のみに該当し、example.com 自体は含みません。',
      'http と https は別扱いです。両方を禁止するには、それぞれ登録してください。',
    ],
    emptyTitle: 'まだ禁止URLはありません',
    emptyDescription: '上の欄から追加するか、「一括登録」でCSVファイルや一覧を貼り付けて登録してください。',
    tryLabel: '試すURL',
    tryPlaceholder: 'https://example.com/private/page',
    tryHelp: 'URLを入力すると、禁止URLに該当するかを確かめられます。',
    pasteHelp: '禁止URLを1行に1つずつ入力してください。',
    pastePlaceholder: `例:\n${URL_PATTERN_EXAMPLE}\nhttps://example.com/old-campaign`,
    deleteQuestion: (value: string) => `禁止URL「${value}」を削除しますか？`,
    searchPlaceholder: '禁止URL・メモで検索',
  },
} as const satisfies Record<ForbiddenListKind, unknown>;

export function kindLabels(kind: ForbiddenListKind) {
  return byKind[kind];
}

/** Strings both lists show the same way. */
export const labels = {
  note: 'メモ',
  notePlaceholder: '登録した理由など（訪問者には表示されません）',
  add: '追加',
  added: '追加しました',
  edit: '編集',
  editLabel: (value: string) => `「${value}」を編集`,
  save: '保存',
  saved: '保存しました',
  cancel: 'キャンセル',
  delete: '削除',
  deleteLabel: (value: string) => `「${value}」を削除`,
  deleteConfirm: '削除する',
  deleteNote: '削除すると元に戻せません。',
  deleted: '削除しました',
  columns: { value: '', note: 'メモ', updatedAt: '更新日時', actions: '操作' },
  listTitle: '登録済みの一覧',
  total: (count: number) => `全${count.toLocaleString('ja-JP')}件`,
  noMatches: '検索条件に一致するものはありません',
  noMatchesHint: '検索語を変えるか、消してもう一度お試しください。',
  loadFailed: '一覧を読み込めませんでした',
  retry: '再試行',
  import: {
    open: '一括登録',
    title: '一括登録',
    pasteTab: '貼り付け',
    fileTab: 'CSVファイル',
    fileHelp: '1列目に登録する内容、2列目にメモ（省略可）を入れたCSVファイルを選んでください。',
    encodings: `文字コード: UTF-8（BOM可） / Shift_JIS（Excelで保存したCSV）。${IMPORT_FILE_MAX_MB}MB・${IMPORT_ROWS_MAX.toLocaleString('ja-JP')}行まで。`,
    headerNote: '書き出したCSVの見出し行はそのまま取り込めます（読み飛ばします）。',
    dropHere: 'ここにCSVファイルをドラッグ＆ドロップ',
    or: 'または',
    pick: 'ファイルを選ぶ',
    chosen: (name: string) => `選択中のファイル: ${name}`,
    notCsv: 'CSVファイル（.csv）または テキストファイル（.txt）を選んでください',
    tooLarge: `ファイルが大きすぎます。${IMPORT_FILE_MAX_MB}MB以下のCSVファイルにするか、ファイルを分けてください`,
    noFile: '取り込むCSVファイルを選んでください',
    noText: '登録する内容を1行に1つずつ入力してください',
    submit: '取り込む',
    submitting: '取り込み中...',
    close: '閉じる',
    again: '続けて取り込む',
    resultTitle: '取り込み結果',
    added: (n: number) => `追加 ${n.toLocaleString('ja-JP')}件`,
    skipped: (n: number) => `重複のためスキップ ${n.toLocaleString('ja-JP')}件`,
    errors: (n: number) => `エラー ${n.toLocaleString('ja-JP')}件`,
    errorsTitle: 'エラーになった行（この行は登録されていません）',
    errorLine: (line: number) => `${line}行目`,
    fixAndRetry: '該当する行を直して、もう一度取り込んでください。重複はスキップされるので、同じファイルをそのまま取り込み直しても大丈夫です。',
  },
  export: {
    button: 'CSVで書き出す',
    failed: '書き出せませんでした',
    done: 'CSVファイルを書き出しました',
  },
  tryIt: {
    title: '試してみる',
    submit: '判定する',
    blocked: (value: string) => `ブロックされます（該当: ${value}）`,
    notBlocked: 'ブロックされません',
  },
} as const;
