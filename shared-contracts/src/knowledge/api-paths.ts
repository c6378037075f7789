/**
 * Where the knowledge data store lives, relative to the API prefix (…/api/v1) and without a leading
 * slash, as shared-auth's httpClient takes it. Below `items`: `${items}/${id}` (GET, PUT, DELETE),
 * `${items}/${id}/reindex` (POST) and `${items}/${id}/file` (PUT, multipart field `file`: a new file
 * for a file item).
 */
export const KNOWLEDGE_API_PATHS = {
  items: 'knowledge-items',
  /** POST multipart: field `file`, optional field `title`. */
  upload: 'knowledge-items/upload',
  url: 'knowledge-items/url',
  searchTest: 'knowledge-items/search-test',
  /** GET: how far the knowledge is embedded for retrieval by meaning (VectorStatus). */
  vectorStatus: 'knowledge-items/vector-status',
  qaImport: 'knowledge-items/qa-import',
  qaExport: 'knowledge-items/qa-export',
  /** GET; below it `${phrasingProposals}/${id}/confirm` and `/reject` (POST). */
  phrasingProposals: 'knowledge-items/phrasing-proposals',
} as const;

export const KNOWLEDGE_ITEM_SUBPATHS = {
  reindex: 'reindex',
  file: 'file',
} as const;
