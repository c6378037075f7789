import { KNOWLEDGE_FILE_MAX_MB, QA_ALTERNATIVES_MAX, QA_IMPORT_ROWS_MAX } from 'shared-contracts';
import { IMPORT_FILE_MAX_MB } from '../../errors/messages';
import { LIMIT_LABELS } from './extract/limits';

const ACCEPTED = 'PDF、Word（.docx）、テキスト（.txt）、Markdown（.md）、CSV（.csv）';

/**
 * Every Japanese message of the knowledge data store: answers of its endpoints, and the reasons an
 * item shows with the status エラー. Kept apart from src/errors/messages.ts only because that file is
 * edited by every feature at once; the words follow its style.
 */
export const knowledgeMessages = {
  itemNotFound: 'ナレッジが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  typeMismatch: 'ナレッジの種類は変更できません。新しいナレッジとして登録してください',
  notAFileItem: 'ファイルを差し替えられるのは、ファイルから登録したナレッジだけです',

  uploadNoFile: '登録するファイルを選んでください',
  uploadTooLarge: `ファイルが大きすぎます。${KNOWLEDGE_FILE_MAX_MB}MB以下のファイルを選ぶか、ファイルを分けてください`,
  uploadEmpty: 'ファイルが空です。内容のあるファイルを選んでください',
  uploadUnsupported: `このファイル形式には対応していません。${ACCEPTED}のファイルを選んでください`,
  uploadNoExtension: `ファイル名に拡張子がありません。${ACCEPTED}のファイルを選んでください`,
  uploadLegacyWord: 'Word 97-2003形式（.doc）には対応していません。Wordで「.docx」形式で保存し直してください',
  uploadSpreadsheet: 'Excelのブックには対応していません。表の内容は「CSV UTF-8（コンマ区切り）」で保存して登録してください',
  uploadHtml: 'HTMLファイルには対応していません。Webページは「URLから登録」で登録してください',
  uploadMismatch: (extension: string, label: string) =>
    `ファイルの中身が拡張子（${extension}）と一致しません。${label}として保存したファイルを選んでください`,
  uploadTextEncoding: 'テキストの文字コードを読み取れませんでした。UTF-8 または Shift_JIS で保存したファイルを選んでください',
  uploadTextUtf16: 'UTF-16（Unicode テキスト）のファイルは読み込めません。UTF-8 で保存し直してください',
  uploadMarkup: 'HTMLやSVG、XMLのファイルはテキストとして登録できません。Webページは「URLから登録」で登録してください',
  uploadDocxBroken: 'Wordファイル（.docx）を開けませんでした。ファイルが壊れていないか確認し、Wordで保存し直してください',
  // Over the limits of extract/limits.ts: the file is fine, only too large once unpacked or read.
  uploadInflatedTooLarge: `ファイルを展開すると大きすぎます（展開後のデータは${LIMIT_LABELS.inflated}まで）。ファイルを分けて登録してください`,
  uploadTextTooLong: `ファイルを展開すると大きすぎます（テキストは${LIMIT_LABELS.chars}まで）。ファイルを分けて登録してください`,
  uploadTooManyPassages: `ファイルを展開すると大きすぎます（パッセージは${LIMIT_LABELS.passages}まで）。ファイルを分けて登録してください`,
  uploadPdfImageTooLarge: 'ファイルを展開すると大きすぎます（PDFの画像は1枚1億画素まで）。画像を小さくして保存し直してください',

  qaImportNoFile: '取り込むCSVファイルを選んでください',
  qaImportTooLarge: `ファイルが大きすぎます。${IMPORT_FILE_MAX_MB}MB以下のCSVファイルにするか、ファイルを分けてください`,
  qaImportNoRows: '取り込む行がありません',
  qaImportTooManyRows: `一度に取り込めるのは${QA_IMPORT_ROWS_MAX}行までです。ファイルを分けてください`,
  qaImportDuplicateRow: (line: number) => `${line}行目と同じ質問です。1つにまとめてください`,

  teachMessageNotFound: '教える質問が見つかりません。会話が削除された可能性があります。画面を再読み込みしてください。',
  teachNotQa: '言い換えを追加できるのはQ&Aだけです。Q&Aを選ぶか、新しいQ&Aとして登録してください',
  teachPhrasingExists: (question: string) => `「${question}」はこのQ&Aの質問か言い換えにすでに登録されています`,
  teachPhrasingsFull: `このQ&Aの言い換えは${QA_ALTERNATIVES_MAX}個までです。不要な言い換えを削除するか、新しいQ&Aとして登録してください`,
} as const;

/** Why indexing an item failed: shown with the status エラー, so they say what the owner can do. */
export const indexingMessages = {
  pdfNoText: 'PDFから文字を読み取れませんでした。画像だけのPDF（スキャンしたものなど）は読み込めません。文字を含むPDFを登録してください',
  pdfEncrypted: 'パスワードで保護されたPDFは読み込めません。保護を解除したPDFを登録してください',
  pdfBroken: 'PDFファイルが壊れているため読み込めませんでした。PDFを保存し直して登録してください',
  docxBroken: 'Wordファイル（.docx）を読み込めませんでした。Wordで保存し直して登録してください',
  noText: '文字が含まれていないため、回答に使える内容がありません',
  fileMissing: 'ファイルが見つかりません。もう一度ファイルを登録してください',
  pageNoText: 'ページから本文を取り出せませんでした。JavaScriptで表示するページは読み込めないことがあります',
  pageStatus: (status: number) => `ページを取得できませんでした（HTTP ${status}）。URLが正しいか、公開されているページかを確認してください`,
  pageType: (type: string) => `このURLの内容（${type}）は読み込めません。Webページ（HTML）、PDF、テキストのURLを指定してください`,
  pagePrivateAddress: (host: string) =>
    `「${host}」は社内ネットワークやこのサーバー自身を指すため、読み込めません。インターネットに公開されているページのURLを指定してください`,
  pageTooLarge: `ページを展開すると大きすぎます（展開後${LIMIT_LABELS.pageBytes}まで）。必要な部分を記事として登録してください`,
  pageTextTooLong: `ページの内容が大きすぎます（テキストは${LIMIT_LABELS.chars}まで）。必要な部分を記事として登録してください`,
  pageTooManyPassages: `ページの内容が大きすぎます（パッセージは${LIMIT_LABELS.passages}まで）。必要な部分を記事として登録してください`,
  itemTooManyPassages: `内容が細かく分かれすぎています（パッセージは${LIMIT_LABELS.passages}まで）。短い行や見出しをまとめるか、ナレッジを分けて登録してください`,
  pdfReaderMemory: `PDFを展開すると大きすぎます（読み込みに使えるメモリは${LIMIT_LABELS.pdfMemory}まで）。PDFを分けて登録してください`,
  pdfReaderTime: 'PDFの読み込みに時間がかかりすぎました。PDFを分けて登録してください',
  failed: '処理中にエラーが発生しました。時間をおいて「再インデックス」（Webページは「ページを再取得」）をお試しください',
} as const;
