// The console's loading figures of issue #42, before and after, in one run:
//   the JavaScript each step transfers (gzip as the issue counts it, and brotli as served to browsers
//   that accept it), against the targets, and under Lighthouse's slow 4G (150 ms, 1.6 Mbit/s, 4× CPU)
//   the time until /login accepts input and from the sign-in click to the dashboard's KPI cards (clicked
//   as soon as the form takes input, and clicked once /login has loaded what it loads when idle).
//
//   pnpm bench:size                                    this build only (after pnpm build)
//   BENCH_BEFORE=/tmp/before pnpm bench:size           also a build of another commit, e.g.
//       git worktree add /tmp/before <commit> && cd /tmp/before && pnpm install --offline && pnpm build
//   BENCH_DIST_ROOT=/tmp/variant BENCH_LABEL=variant   this repository's sources built with pnpm build --out
//   BENCH_TIMING_RUNS=3                                throttled runs per build (median printed)
//   BENCH_SHOTS=<dir>                                  also screenshots of /login and of the dashboard
//                                                      with its chart loading and drawn (<dir>/<label>/)
// Never fails on a figure. Each run is saved in bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, SLOW_4G, kb, measureBuilds, median, type BuildFigures, type ServedBuild, type Step, type Transfer } from './lib/console-load.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const label = process.env.BENCH_LABEL ?? 'after';
const TARGETS = { loginBytes: 120 * KB, loginScripts: 8, dashboardBytes: 150 * KB, sectionBytes: 40 * KB };

const sum = (...transfers: Transfer[]): Transfer => ({
  scripts: transfers.reduce((n, t) => n + t.scripts, 0),
  bytes: transfers.reduce((n, t) => n + t.bytes, 0),
  files: transfers.flatMap((t) => t.files),
});

interface Row {
  step: string;
  gzip: Transfer;
  brotli: Transfer;
  target?: (gzip: Transfer) => string;
}

function rowsOf(figures: BuildFigures): Row[] {
  const by = (key: string) => figures.steps.find((step) => step.key === key);
  const pick = (...keys: string[]) => {
    const steps = keys.map(by).filter((step): step is Step => step !== undefined);
    return { gzip: sum(...steps.map((s) => s.gzip)), brotli: sum(...steps.map((s) => s.brotli)) };
  };
  const within = (ok: boolean) => (ok ? 'within' : 'OVER');
  const sections = figures.steps.filter((step) => step.key.startsWith('/'));
  return [
    {
      step: '/login until the form accepts input',
      ...pick('login-usable'),
      target: (t) => `≤ 120 KB, ≤ 8 scripts: ${within(t.bytes <= TARGETS.loginBytes && t.scripts <= TARGETS.loginScripts)}`,
    },
    { step: '  then loaded when idle (shell, runtime)', ...pick('login-idle') },
    { step: '/login, cold, all', ...pick('login-usable', 'login-idle') },
    {
      step: 'sign in -> dashboard KPI cards (+)',
      ...pick('dashboard-kpis'),
      target: (t) => `≤ 150 KB: ${within(t.bytes <= TARGETS.dashboardBytes)}`,
    },
    { step: '  then the charts (+)', ...pick('dashboard-rest') },
    { step: 'sign in -> dashboard, all (+)', ...pick('dashboard-kpis', 'dashboard-rest') },
    ...sections.map((section) => ({
      step: section.step,
      gzip: section.gzip,
      brotli: section.brotli,
      target: (t: Transfer) => `≤ 40 KB: ${within(t.bytes <= TARGETS.sectionBytes)}`,
    })),
    { step: 'all', gzip: sum(...figures.steps.map((s) => s.gzip)), brotli: sum(...figures.steps.map((s) => s.brotli)) },
  ];
}

const ms = (values: number[]) => `${Math.round(median(values))} ms`;

function print(all: BuildFigures[]): void {
  const tables = all.map((figures) => ({ label: figures.label, rows: rowsOf(figures) }));
  const width = Math.max(...tables[0]!.rows.map((row) => row.step.length)) + 2;
  const head = tables.map((t) => `${`${t.label}: scripts`.padStart(18)} ${'gzip'.padStart(9)} ${'br'.padStart(9)}`).join(' |');
  console.log('\nJavaScript transferred per step (CDP encodedDataLength of script responses, cold cache)\n');
  console.log(`${'step'.padEnd(width)}${head} | target (last build)`);
  tables[0]!.rows.forEach((_, index) => {
    const cells = tables.map((t) => {
      const row = t.rows[index]!;
      return `${String(row.gzip.scripts).padStart(18)} ${kb(row.gzip.bytes).padStart(9)} ${kb(row.brotli.bytes).padStart(9)}`;
    });
    const last = tables.at(-1)!.rows[index]!;
    console.log(`${last.step.padEnd(width)}${cells.join(' |')} | ${last.target ? last.target(last.gzip) : ''}`);
  });
  console.log(
    `\nUnder slow 4G (${SLOW_4G.rttMs} ms round trip, ${(SLOW_4G.downloadKbps / 1024).toFixed(1)} Mbit/s down, ${SLOW_4G.cpuSlowdown}× CPU), median of ${all[0]!.timings.loginUsable.length} cold runs, brotli accepted:\n`,
  );
  console.log(`${''.padEnd(44)}${all.map((f) => f.label.padStart(14)).join('')}`);
  console.log(`${'navigation -> the login form in the page'.padEnd(44)}${all.map((f) => ms(f.timings.loginInPage).padStart(14)).join('')}`);
  console.log(`${'navigation -> a keystroke in it shows'.padEnd(44)}${all.map((f) => ms(f.timings.loginUsable).padStart(14)).join('')}`);
  console.log(`${'sign-in click -> the dashboard KPI cards'.padEnd(44)}${all.map((f) => ms(f.timings.signInToKpis).padStart(14)).join('')}`);
  console.log(`${'  the same, clicked once /login is idle'.padEnd(44)}${all.map((f) => ms(f.timings.signInToKpisIdle).padStart(14)).join('')}`);
  for (const figures of all) {
    const t = figures.timings;
    console.log(`  ${figures.label}: runs ${[t.loginInPage, t.loginUsable, t.signInToKpis, t.signInToKpisIdle].map((runs) => runs.map(Math.round).join(', ')).join(' / ')} ms`);
  }
  for (const figures of all) {
    const encodings = new Map<string, number>();
    for (const step of figures.steps) for (const file of step.brotli.files) encodings.set(file.encoding, (encodings.get(file.encoding) ?? 0) + 1);
    console.log(`  ${figures.label}: with brotli accepted, scripts came as ${[...encodings].map(([e, n]) => `${e} ×${n}`).join(', ')}`);
  }
  const last = all.at(-1)!;
  for (const key of ['login-usable', 'dashboard-kpis']) {
    const step = last.steps.find((s) => s.key === key);
    if (!step) continue;
    console.log(`\nscripts of "${step.step}" (${last.label}, gzip):`);
    for (const file of [...step.gzip.files].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(file.bytes).padStart(9)}  ${file.url}`);
  }
}

const builds: ServedBuild[] = [];
if (process.env.BENCH_BEFORE) builds.push({ label: process.env.BENCH_BEFORE_LABEL ?? 'before', repoRoot: process.env.BENCH_BEFORE });
builds.push({ label, repoRoot, ...(process.env.BENCH_DIST_ROOT ? { distRoot: process.env.BENCH_DIST_ROOT } : {}) });

try {
  const figures = await measureBuilds(builds, Number(process.env.BENCH_TIMING_RUNS ?? 3), process.env.BENCH_SHOTS);
  print(figures);
  for (const { label: name, shots } of figures) {
    if (!shots) continue;
    console.log(`\n${name}: screenshots ${shots.files.join(', ')}`);
    console.log(`  the 7日間の推移 chart still loading in the first dashboard shot: ${shots.chartLoadingInShot ? 'yes' : 'no'}`);
    console.log(`  layout shift from the sign-in to the chart drawn: ${shots.layoutShift.toFixed(4)}`);
    for (const shift of shots.shifts) console.log(`    ${shift.value.toFixed(4)}: ${shift.moved.join(', ')}`);
    console.log(`  panels that moved when the chart arrived: ${shots.moved.length === 0 ? 'none' : JSON.stringify(shots.moved)}`);
  }
  const resultsDir = join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `bundle-size-${builds.map((b) => b.label).join('-vs-')}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, throttling: SLOW_4G, figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
