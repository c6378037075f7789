// The documentation stays whole for anyone who clones the repository: every relative link and image in
// a Markdown file resolves to a file in the repository (and a #heading to a heading of it), nothing
// points at the team's brief outside it (../shared, /work/shared), and docs/images holds only pictures
// a page shows (they are made by `pnpm docs:screenshots`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { rootDir } from '../lib/topology.mjs';

/** Markdown files of the repository: tracked ones and new ones not ignored. */
function markdownFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], { cwd: rootDir, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(join(rootDir, file)));
}

/** The text outside fenced code blocks and code spans, where a link is a link. */
export function proseOf(markdown) {
  return markdown
    .replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links and images, `[x](target "title")` and `<img src="target">`. */
export function linkTargets(markdown) {
  const prose = proseOf(markdown);
  const targets = [];
  for (const match of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]);
  for (const match of prose.matchAll(/<img\s[^>]*src="([^"]+)"/g)) targets.push(match[1]);
  return targets;
}

/** The anchors a code host gives a file's headings (GitHub's rule: lower case, punctuation dropped, spaces to -). */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const match of proseOf(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Every broken link of one Markdown file, as `file: target (why)`. */
function brokenLinks(file) {
  const text = readFileSync(join(rootDir, file), 'utf8');
  const problems = [];
  for (const target of linkTargets(text)) {
    if (isExternal(target)) continue;
    const [pathPart, anchor] = target.split('#');
    const decoded = decodeURIComponent(pathPart.split('?')[0]);
    const resolved = decoded === '' ? join(rootDir, file) : resolve(rootDir, dirname(file), decoded);
    const inside = relative(rootDir, resolved);
    if (inside.startsWith('..') || inside.startsWith(sep)) {
      problems.push(`${file}: ${target} (outside the repository)`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${file}: ${target} (no heading #${anchor} in ${relative(rootDir, resolved)})`);
    }
  }
  return problems;
}

test('every relative link and image in the Markdown files resolves inside the repository', () => {
  const files = markdownFiles();
  assert.ok(files.includes('README.md') && files.includes('docs/tour.md'), `the READMEs and docs/ are checked: ${files.length} files`);
  assert.deepEqual(files.flatMap(brokenLinks), []);
});

test('nothing in the repository points at the brief outside it (../shared, /work/shared)', () => {
  const pattern = String.raw`(\.\./)+shared/(SPEC|DESIGN|STYLE)\.md|/work/shared\b`;
  const found = spawnSync('git', ['grep', '-n', '-I', '--untracked', '-E', pattern, '--', '.', ':!scripts/tests/docs-links.test.mjs'], { cwd: rootDir, encoding: 'utf8' });
  assert.equal(found.status === 0 ? found.stdout : '', '');
});

test('docs/images holds exactly the pictures the READMEs and docs/ show', () => {
  const pages = markdownFiles().filter((file) => file.startsWith('docs/') || /^README(\.[a-z]+)?\.md$/.test(file));
  const shown = new Set();
  for (const page of pages) {
    for (const target of linkTargets(readFileSync(join(rootDir, page), 'utf8'))) {
      if (isExternal(target)) continue;
      const resolved = relative(rootDir, resolve(rootDir, dirname(page), target.split('#')[0]));
      if (resolved.startsWith(`docs${sep}images${sep}`)) shown.add(resolved.split(sep).join('/'));
    }
  }
  const onDisk = readdirSync(join(rootDir, 'docs', 'images'))
    .filter((name) => name.endsWith('.png'))
    .map((name) => `docs/images/${name}`);
  assert.deepEqual(onDisk.filter((image) => !shown.has(image)), [], 'pictures no page shows');
  assert.deepEqual([...shown].filter((image) => !onDisk.includes(image)), [], 'pictures a page shows that are missing');
});

test('the link check sees links, images and headings the way a code host does', () => {
  const page = '# Title\n\n## 2. The API — Fastify!\n\n[a](b.md#x) ![i](img.png "t") `[not](code.md)`\n\n```\n[no](fenced.md)\n```\n<img src="p.png">\n';
  assert.deepEqual(linkTargets(page), ['b.md#x', 'img.png', 'p.png']);
  assert.deepEqual([...headingAnchors(page)], ['title', '2-the-api--fastify']);
});
