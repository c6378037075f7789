import * as exceljsModule from 'exceljs';

type ExcelJs = typeof exceljsModule;

/**
 * exceljs, whichever way the module system hands it over. It is CommonJS whose exports Node's ESM
 * loader cannot see by name (a named import fails at run time, and its types declare no default):
 * under ESM its API is the namespace's `default`, under CommonJS the namespace itself.
 */
export const exceljs: ExcelJs = (exceljsModule as ExcelJs & { default?: ExcelJs }).default ?? exceljsModule;
