import { appendFileSync } from 'node:fs';

/**
 * A figure of a generated suite (the fuzz run, the tenancy matrix), printed, and written to the file
 * `pnpm test` names in TEST_FIGURES_FILE so that its summary shows it beside the test counts.
 */
export function reportFigure(line: string): void {
  console.log(line);
  const file = process.env.TEST_FIGURES_FILE;
  if (file) appendFileSync(file, `${line}\n`);
}
