// The chart library of the console, chosen by measuring (issue 14, docs/architecture.md §9): what a minimal
// line chart and bar chart cost the first visit of /analytics with each candidate, bundled by esbuild
// (minified, production) with what the host already provides as singletons left external: React,
// react-dom, @mui/material (every entry point) and Emotion. What is left is what the analytics
// section would download on top. Prints minified and gzip bytes; never fails on a figure.
//   pnpm --filter bench chart-library
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** The host's shared singletons (tooling/webpack/federation.shared.cjs): a remote never bundles them. */
const HOST_PROVIDED = ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/material', '@mui/material/*', '@emotion/react', '@emotion/styled'];

const candidates = [
  {
    name: '@mui/x-charts',
    source: `
      import { createRoot } from 'react-dom/client';
      import { LineChart } from '@mui/x-charts/LineChart';
      import { BarChart } from '@mui/x-charts/BarChart';
      const days = ['11/01', '11/02', '11/03'];
      createRoot(document.getElementById('root')).render(
        <>
          <LineChart height={240} xAxis={[{ scaleType: 'point', data: days }]} series={[{ data: [3, 5, 2], label: '会話数' }]} />
          <BarChart height={240} layout="horizontal" yAxis={[{ scaleType: 'band', data: ['Q&A', 'LLM'] }]} series={[{ data: [4, 7], label: '応答数' }]} />
        </>,
      );`,
  },
  {
    name: 'recharts',
    source: `
      import { createRoot } from 'react-dom/client';
      import { ResponsiveContainer, LineChart, Line, BarChart, Bar, XAxis, YAxis, Tooltip, Legend, CartesianGrid } from 'recharts';
      const rows = [{ day: '11/01', n: 3 }, { day: '11/02', n: 5 }, { day: '11/03', n: 2 }];
      const engines = [{ engine: 'Q&A', n: 4 }, { engine: 'LLM', n: 7 }];
      createRoot(document.getElementById('root')).render(
        <>
          <ResponsiveContainer height={240}><LineChart data={rows}><CartesianGrid /><XAxis dataKey="day" /><YAxis /><Tooltip /><Legend /><Line dataKey="n" name="会話数" /></LineChart></ResponsiveContainer>
          <ResponsiveContainer height={240}><BarChart data={engines} layout="vertical"><XAxis type="number" /><YAxis type="category" dataKey="engine" /><Tooltip /><Bar dataKey="n" name="応答数" /></BarChart></ResponsiveContainer>
        </>,
      );`,
  },
];

interface Figure {
  library: string;
  version: string;
  minifiedBytes: number;
  gzipBytes: number;
}

async function measure(candidate: (typeof candidates)[number]): Promise<Figure> {
  const result = await build({
    stdin: { contents: candidate.source, loader: 'tsx', resolveDir: here, sourcefile: `${candidate.name}-entry.tsx` },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: HOST_PROVIDED,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  const { version } = (await import(`${candidate.name}/package.json`, { with: { type: 'json' } })).default as { version: string };
  return { library: candidate.name, version, minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  const figures: Figure[] = [];
  for (const candidate of candidates) figures.push(await measure(candidate));
  console.log('\na line chart + a bar chart, React / react-dom / @mui/material / Emotion external (host singletons)\n');
  for (const f of figures) console.log(`  ${`${f.library}@${f.version}`.padEnd(24)} minified ${kb(f.minifiedBytes).padStart(9)}  gzip ${kb(f.gzipBytes).padStart(9)}`);
  const file = join(here, 'results', 'chart-library.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
