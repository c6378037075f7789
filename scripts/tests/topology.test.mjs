// Ports, origins and runtime files come from one place; these tests pin the environment contract
// that README.md, docker-compose.yml and the e2e harness use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { manifestUrl, readTopology, resolveDeployment, runtimeFiles } from '../lib/topology.mjs';

test('defaults to the ports of topology.json on localhost', () => {
  const topology = readTopology();
  const deployment = resolveDeployment({});
  assert.equal(deployment.api.baseUrl, `http://localhost:${topology.api.port}/api/v1`);
  assert.deepEqual(
    deployment.apps.map((app) => [app.name, app.port]),
    [['host', topology.host.port], ...topology.remotes.map((r) => [r.name, r.port])],
  );
  assert.deepEqual(deployment.corsOrigins, deployment.apps.map((app) => `http://localhost:${app.port}`));
});

test('takes ports and public URLs from the environment', () => {
  const deployment = resolveDeployment({
    API_PORT: '14000',
    HOST_PORT: '13000',
    HISTORY_PORT: '13004',
    API_PUBLIC_URL: 'https://api.example.jp/',
    REMOTE_CHATSETTINGS_URL: 'https://chat.example.jp',
  });
  assert.equal(deployment.api.port, 14000);
  assert.equal(deployment.api.baseUrl, 'https://api.example.jp/api/v1');
  const byName = Object.fromEntries(deployment.apps.map((app) => [app.name, app]));
  assert.equal(byName.host?.port, 13000);
  assert.equal(byName.history?.publicUrl, 'http://localhost:13004');
  assert.equal(byName.chatsettings?.publicUrl, 'https://chat.example.jp');
  assert.ok(deployment.corsOrigins.includes('https://chat.example.jp'));
});

test('refuses a port that is not one', () => {
  assert.throws(() => resolveDeployment({ API_PORT: 'http' }), /Not a port number/);
});

test('gives every app its runtime config and the host its remotes.json', () => {
  const deployment = resolveDeployment({});
  const [host, ...remotes] = deployment.apps;
  assert.ok(host);
  const hostFiles = runtimeFiles(deployment, host);
  assert.deepEqual(hostFiles['/runtime-config.json'], { apiBaseUrl: 'http://localhost:4000/api/v1' });
  assert.deepEqual(
    hostFiles['/remotes.json'],
    Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${r.port}/mf-manifest.json`])),
  );
  for (const remote of remotes) {
    assert.deepEqual(Object.keys(runtimeFiles(deployment, remote)), ['/runtime-config.json']);
  }
});

test('lets one remote point elsewhere (the offline-section case)', () => {
  const deployment = resolveDeployment({});
  const host = deployment.apps[0];
  assert.ok(host);
  const files = runtimeFiles(deployment, host, { remoteUrls: { history: 'http://127.0.0.1:9/mf-manifest.json' } });
  const remotesJson = /** @type {Record<string, string>} */ (files['/remotes.json']);
  assert.equal(remotesJson.history, 'http://127.0.0.1:9/mf-manifest.json');
  assert.equal(remotesJson.analytics, 'http://localhost:3003/mf-manifest.json');
});

test('accepts a remote URL given as the origin or as the manifest', () => {
  assert.equal(manifestUrl('http://a:1'), 'http://a:1/mf-manifest.json');
  assert.equal(manifestUrl('http://a:1/v2/mf-manifest.json'), 'http://a:1/v2/mf-manifest.json');
});
