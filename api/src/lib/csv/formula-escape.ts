// OWASP's CSV injection list: a cell opening with one of these is read as a formula by Excel and
// other spreadsheets. Cells that already open with apostrophes before such a character get one more,
// so unescaping is the exact inverse and a stored "'=x" survives an export and re-import.
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet: a leading apostrophe marks it as text. */
export function escapeFormula(cell: string): string {
  return FORMULA_LIKE.test(cell) ? `'${cell}` : cell;
}

/** The inverse of escapeFormula, for files this product exported. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}
