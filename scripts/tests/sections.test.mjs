// `./run test --section <name>` runs the e2e specs listed for that section in scripts/lib/sections.mjs:
// a spec missing from the lists would silently leave every section's run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_SPECS, SECTION_SPECS, SHELL_SPECS, sectionNamed } from '../lib/sections.mjs';
import { readTopology, rootDir } from '../lib/topology.mjs';

test('every e2e spec belongs to one section, the release checks or the shell, once', () => {
  const onDisk = readdirSync(join(rootDir, 'e2e', 'tests')).filter((name) => name.endsWith('.spec.ts')).sort();
  const listed = [...Object.values(SECTION_SPECS).flat(), ...RELEASE_SPECS, ...SHELL_SPECS];
  assert.deepEqual([...listed].sort(), onDisk);
  assert.equal(new Set(listed).size, listed.length, 'a spec is listed twice');
});

test('lists specs for each section of topology.json, whose folder is its package name', () => {
  for (const remote of readTopology().remotes) {
    const section = sectionNamed(remote.name);
    assert.ok(section.specs.length > 0, `${remote.name} has e2e specs`);
    assert.equal(section.dir, remote.dir);
  }
  assert.deepEqual(Object.keys(SECTION_SPECS).sort(), readTopology().remotes.map((r) => r.name).sort());
  assert.throws(() => sectionNamed('host'), /"host" is not a section/);
});
