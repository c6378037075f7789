import { IMPORT_ROWS_MAX, QUICK_REPLIES_MAX } from 'shared-contracts';

/** The size limit of an uploaded CSV file. */
export const IMPORT_FILE_MAX_MB = 5;

/**
 * Every message the API sends to a person, in one place (Japanese first; a second language is a second file).
 * Field messages of request bodies live with their schemas in shared-contracts.
 */
export const messages = {
  validation: '入力内容に誤りがあります',
  badRequest: 'リクエストの形式が正しくありません',
  unsupportedMediaType: 'この形式のリクエストには対応していません',
  payloadTooLarge: 'リクエストのサイズが大きすぎます',
  malformedMultipart: 'アップロードされたデータの形式が正しくありません。ファイルを選び直して、もう一度お試しください',
  headersTooLarge: 'リクエストのURLまたはヘッダーが長すぎます。検索語などを短くしてもう一度お試しください',
  requestTimeout: 'リクエストの受信が時間内に終わりませんでした。通信環境を確認して、もう一度お試しください',
  unauthorized: 'ログインが必要です。もう一度ログインしてください。',
  tokenExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  forbidden: 'この操作を行う権限がありません',
  notFound: '見つかりません',
  methodNotAllowed: 'この操作には対応していません',
  conflict: 'ほかの変更と競合しました。画面を再読み込みしてからもう一度お試しください。',
  tooManyRequests: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
  internal: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  /** `wait`: 「N秒後」 or 「約N分後」 (login-rate-limiter.ts). */
  tooManyLoginAttempts: (wait: string) => `ログインに続けて失敗したため、一時的に受け付けを止めています。${wait}にもう一度お試しください。`,
  invalidRefreshToken: 'ログインの有効期限が切れました。もう一度ログインしてください。',

  quickReplyNotFound: 'クイックリプライが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  quickReplyLimit: `クイックリプライは${QUICK_REPLIES_MAX}件までです。不要なものを削除してから追加してください`,
  quickReplyOrderStale: 'クイックリプライの一覧がほかの画面で変更されています。画面を再読み込みしてから並べ替えてください',

  forbiddenWordNotFound: '禁止ワードが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  forbiddenUrlNotFound: '禁止URLが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  duplicateForbiddenWord: 'この禁止ワードはすでに登録されています',
  duplicateForbiddenUrl: 'この禁止URLはすでに登録されています',
  importNoFile: '取り込むCSVファイルを選んでください',
  importFileTooLarge: `ファイルが大きすぎます。${IMPORT_FILE_MAX_MB}MB以下のCSVファイルにするか、ファイルを分けてください`,
  importNoRows: '取り込む行がありません',
  importTooManyRows: `一度に取り込めるのは${IMPORT_ROWS_MAX}行までです。ファイルを分けてください`,

  visitorAccountNotFound: 'アカウントが見つかりません',

  lineLoginSecretRequired: 'LINEログインを有効にするにはチャネルシークレットを入力してください',
} as const;

/** What the connection test of the detailed AI settings says (always with ok true or false, never as an error). */
export const connectionTestMessages = {
  builtin: '内蔵のナレッジ応答は外部と通信しないため、接続テストは必要ありません',
  ok: (model: string) => `接続できました（モデル: ${model}）`,
  apiKeyMissing: 'APIキーが未設定です。APIキーを入力してください',
  storedKeyUnreadable: '保存されているAPIキーを読み取れませんでした。APIキーを入力し直してください',
  invalidApiKey: 'APIキーが正しくありません。キーを確認して入力し直してください',
  notFound: 'モデルまたはURLが見つかりません。ベースURLとモデル名を確認してください',
  modelNotListed: (model: string) => `接続できましたが、モデル「${model}」が見つかりません。モデル名を確認してください`,
  rateLimited: 'リクエストが多すぎるか、利用枠を超えています（HTTP 429）。プロバイダーの管理画面で利用状況を確認してください',
  badRequest: (status: number) => `リクエストが受け付けられませんでした（HTTP ${status}）。モデル名と設定を確認してください`,
  otherStatus: (status: number) => `接続先がエラーを返しました（HTTP ${status}）。しばらくしてからもう一度お試しください`,
  notAnApi: '接続できましたが、応答がこのAPIの形式ではありません。ベースURL（例: https://api.openai.com/v1）を確認してください',
} as const;

/**
 * What an OpenAI-compatible embedding provider (AI詳細設定 → 検索に使う埋め込みモデル) makes the API say:
 * its connection test (always 200 with ok true or false), a save that could not measure the model, and
 * the failures of the embedder itself (src/domains/knowledge/embedding/openai-embedder.ts), which the
 * indexing and the retrieval log and show the owner.
 */
export const embeddingMessages = {
  builtin: '組み込みモデルはこのサーバーの中で動き、外部と通信しないため、接続テストは必要ありません',
  ok: (model: string, dimensions: number) => `接続できました（モデル: ${model}、ベクトルの次元数: ${dimensions}）`,
  storedKeyUnreadable: '保存されているAPIキーを読み取れませんでした。APIキーを入力し直してください',
  invalidApiKey: 'APIキーが正しくありません。キーを確認して入力し直してください',
  notFound: 'モデルまたはURLが見つかりません。ベースURL（/embeddings の手前まで）とモデル名を確認してください',
  rateLimited: 'リクエストが多すぎるか、利用枠を超えています（HTTP 429）。プロバイダーの管理画面で利用状況を確認してください',
  refused: (status: number) =>
    `埋め込みのリクエストが受け付けられませんでした（HTTP ${status}）。モデル名が埋め込み用のモデル（例: text-embedding-3-small）かどうかを確認してください`,
  otherStatus: (status: number) => `接続先がエラーを返しました（HTTP ${status}）。しばらくしてからもう一度お試しください`,
  notAnApi:
    '接続できましたが、応答が埋め込みAPI（/embeddings）の形式ではありません。ベースURL（例: https://api.openai.com/v1）とモデル名を確認してください',
  wrongCount: (sent: number, received: number) =>
    `送った${sent}件の文章に対して、接続先から${received}件のベクトルが返りました。接続先が埋め込みAPIに対応しているかを確認してください`,
  dimensionsChanged: (saved: number, now: number) =>
    `埋め込みモデルのベクトルの次元数が変わりました（保存時 ${saved}、現在 ${now}）。AI詳細設定の「検索に使う埋め込みモデル」を保存し直してください`,
  tooManyDimensions: (dimensions: number, max: number) =>
    `このモデルのベクトルは${dimensions}次元で、扱える上限（${max}次元）を超えています。別の埋め込みモデルを選んでください`,
  /** The PUT's summary when the model on screen could not be measured (its reason is at the field). */
  notSaved: '埋め込みモデルに接続できなかったため、保存できませんでした。接続テストで原因を確認してください',
} as const;

/** Why an owner-given URL could not be fetched (src/lib/safe-fetch), for any feature that fetches one. */
export const outboundMessages = {
  invalidUrl: 'URLの形式が正しくありません。http:// または https:// で始まるURLを入力してください',
  dnsFailed: (host: string) => `「${host}」が見つかりませんでした（名前を解決できません）。URLのつづりを確認してください`,
  privateAddress: (host: string) =>
    `「${host}」は社内ネットワークやこのサーバー自身を指すため、接続できません。インターネットに公開されているURLを指定してください（自社サーバーのOllamaなどに接続するには、管理者がALLOW_PRIVATE_NETWORK_TARGETSを有効にします）`,
  timeout: (seconds: number) => `${seconds}秒以内に応答がありませんでした。URLが正しいか、接続先が動いているかを確認してください`,
  tooManyRedirects: 'リダイレクトが多すぎます。リダイレクト先ではなく最終的なURLを指定してください',
  tooLarge: '応答が大きすぎるため、読み込みを中止しました',
  tlsFailed: (host: string) => `「${host}」のSSL証明書を確認できませんでした。URLが正しいか、証明書が有効かを確認してください`,
  connectionFailed: (host: string) => `「${host}」に接続できませんでした。URLとポート番号、接続先が動いているかを確認してください`,
} as const;

/** What the VOICEVOX speaker list and 試聴 say when the owner's engine does not answer as one (502). */
export const voicevoxMessages = {
  unreachable: (host: string) =>
    `VOICEVOXエンジン（${host}）に接続できませんでした。エンジンが起動しているか、URLとポート番号（通常は50021）を確認してください`,
  timeout: (seconds: number) => `VOICEVOXエンジンが${seconds}秒以内に応答しませんでした。エンジンが起動しているかを確認して、もう一度お試しください`,
  notAnEngine: '接続できましたが、VOICEVOXエンジンの応答ではありませんでした。エンジンのURL（例: http://localhost:50021）を確認してください',
  engineError: (status: number) => `VOICEVOXエンジンがエラーを返しました（HTTP ${status}）。エンジンの状態を確認して、もう一度お試しください`,
  speakerNotFound: '選んだ話者がこのエンジンにありません。「話者を取得」で話者を選び直してください',
  notAudio: '接続できましたが、音声を受け取れませんでした。VOICEVOXエンジンのバージョンを確認してください',
  tooLarge: '音声が大きすぎるため、試聴を中止しました。文章を短くしてください',
} as const;

/** What the avatar settings say about the media library images they point at. */
export const avatarSettingsMessages = {
  imageNotFound: 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください',
} as const;
