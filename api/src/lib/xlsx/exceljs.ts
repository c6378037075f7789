import { onFirstUse } from '#src/lib/modules/on-first-use';

/**
 * exceljs, loaded on first use: about a second of module loading that only the XLSX export needs. It is
 * CommonJS, so `require` hands over its API as is.
 */
export const loadExceljs = onFirstUse<typeof import('exceljs')>('exceljs');
