import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENV_CATALOGUE, ENV_GROUPS, type EnvReader } from '#src/config/env-catalogue';
import { CONFIGURATION_PAGE, renderConfigurationPage } from '#src/config/env-docs';

// docs/configuration.md cannot drift from what the code reads: every environment variable the API's
// source or the start scripts read is in the catalogue, every catalogue entry is read where it says,
// and the page is the generator's output (`pnpm docs:config` writes it).

const REPO_ROOT = path.resolve(__dirname, '../../..');

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...filesUnder(full, extensions));
    else if (extensions.some((extension) => name.endsWith(extension))) files.push(full);
  }
  return files;
}

/**
 * The names a source reads: `env.NAME`, `env['NAME']` (also as `process.env…`), `optionalNumber(env, 'NAME')`
 * (server-env.ts), and in shell `$NAME` / `${NAME…}`.
 */
function namesRead(source: string, shell = false): Set<string> {
  const patterns = [/\benv\.([A-Z][A-Z0-9_]+)/g, /\benv\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\]/g, /optionalNumber\(\s*env\s*,\s*'([A-Z][A-Z0-9_]+)'/g];
  if (shell) patterns.push(/\$\{?([A-Z][A-Z0-9_]+)/g);
  const names = new Set<string>();
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1]) names.add(match[1]);
  return names;
}

function readAll(files: readonly string[], shell = false): Set<string> {
  const names = new Set<string>();
  for (const file of files) for (const name of namesRead(readFileSync(file, 'utf8'), shell)) names.add(name);
  return names;
}

const catalogued = (reader: EnvReader) => new Set(ENV_CATALOGUE.filter((setting) => setting.readBy.includes(reader)).map((setting) => setting.name));
const sorted = (names: Iterable<string>) => [...names].sort();

/** What the shell scripts read that is the shell's own, not a setting of ours. */
const SHELL_OWN = new Set(['HOME', 'PWD', 'BASH_SOURCE', 'PNPM', 'EUID', 'UID', 'PATH']);

describe('the environment catalogue (docs/configuration.md)', () => {
  const apiSources = filesUnder(path.join(REPO_ROOT, 'api', 'src'), ['.ts']).filter((file) => !file.endsWith('.test.ts'));

  it('names every variable the API source reads, and nothing the API does not read as read by it', () => {
    const read = readAll(apiSources);
    expect(sorted(read)).toEqual(sorted(catalogued('api')));
  });

  it('names every variable ./run and scripts/ read', () => {
    const scripts = [
      path.join(REPO_ROOT, 'run'),
      ...filesUnder(path.join(REPO_ROOT, 'tooling', 'models'), ['.sh']),
    ];
    const read = new Set([...readAll(scripts, true), ...readAll(filesUnder(path.join(REPO_ROOT, 'scripts'), ['.mjs']))]);
    const everyName = new Set(ENV_CATALOGUE.map((setting) => setting.name));
    expect(sorted([...read].filter((name) => !SHELL_OWN.has(name) && !everyName.has(name)))).toEqual([]);
  });

  it('finds each variable said to be read by the scripts or the test tools where they are', () => {
    const topology = JSON.parse(readFileSync(path.join(REPO_ROOT, 'topology.json'), 'utf8')) as { remotes: { name: string }[] };
    // scripts/lib/topology.mjs reads <NAME>_PORT and REMOTE_<NAME>_URL for each remote of topology.json.
    const derived = topology.remotes.flatMap(({ name }) => [`${name.toUpperCase()}_PORT`, `REMOTE_${name.toUpperCase()}_URL`]);
    const text = [
      path.join(REPO_ROOT, 'run'),
      ...filesUnder(path.join(REPO_ROOT, 'tooling', 'models'), ['.sh']),
      ...filesUnder(path.join(REPO_ROOT, 'scripts'), ['.mjs']),
      ...filesUnder(path.join(REPO_ROOT, 'e2e'), ['.ts']),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const missing = ENV_CATALOGUE.filter((setting) => setting.readBy.some((reader) => reader !== 'api'))
      .map((setting) => setting.name)
      .filter((name) => !derived.includes(name) && !new RegExp(`\\b${name}\\b`).test(text));
    expect(missing).toEqual([]);
  });

  it('lists each variable once, in a group that exists', () => {
    const names = ENV_CATALOGUE.map((setting) => setting.name);
    expect(new Set(names).size).toBe(names.length);
    const groups = new Set(ENV_GROUPS.map((group) => group.id));
    expect(ENV_CATALOGUE.filter((setting) => !groups.has(setting.group)).map((setting) => setting.name)).toEqual([]);
  });

  it('is what docs/configuration.md says (run `pnpm docs:config` after changing the catalogue)', () => {
    const page = readFileSync(path.join(REPO_ROOT, CONFIGURATION_PAGE), 'utf8');
    expect(page).toBe(renderConfigurationPage());
  });
});
