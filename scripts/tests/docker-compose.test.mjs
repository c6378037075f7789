// Docker does not run on our machines, so docker-compose.yml is checked by reading it: its
// services, ports and remote URLs must agree with topology.json, with each app's module federation
// name and exposes (from its real webpack config), and with what the images copy and install.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { readTopology, resolveDeployment, rootDir, runtimeFiles } from '../lib/topology.mjs';

const compose = parse(readFileSync(join(rootDir, 'docker-compose.yml'), 'utf8'));
const topology = readTopology();
const services = compose.services ?? {};
/** Each app's environment in the compose file, read the way the container's entrypoint reads it. */
const deploymentOf = (/** @type {string} */ service) => resolveDeployment(services[service]?.environment ?? {});
const apps = resolveDeployment({}).apps;

/**
 * The options the app's own webpack.config.js gives ModuleFederationPlugin, and its dev server's
 * port. Loaded in a child process with the module path pnpm's bin shims give webpack, exactly as a
 * build sees it.
 * @param {string} dir
 * @returns {{ name: string, exposes: Record<string, string>, devPort: number }}
 */
function federationOptions(dir) {
  const script = `
    const config = require(${JSON.stringify(join(rootDir, dir, 'webpack.config.js'))});
    const built = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
    // The host is two builds (its login-first main.js and the federated shell.js): take the federated one.
    const resolved = [built].flat().find((c) => c.plugins.some((p) => p && p.constructor && p.constructor.name === 'ModuleFederationPlugin'));
    const plugin = resolved.plugins.find((p) => p && p.constructor && p.constructor.name === 'ModuleFederationPlugin');
    const options = plugin._options;
    process.stdout.write(JSON.stringify({ name: options.name, exposes: options.exposes || {}, devPort: resolved.devServer.port }));
  `;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: join(rootDir, dir),
    env: { ...process.env, NODE_PATH: join(rootDir, 'node_modules', '.pnpm', 'node_modules') },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `loading ${dir}/webpack.config.js failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** The real companions docs/architecture.md §9 names, added as the features that need them arrive. */
const COMPANIONS = ['minio', 'minio-bucket', 'mailpit', 'redis', 'api-proxy'];

test('has postgres, the api, one service per app and only the known companions', () => {
  assert.deepEqual(Object.keys(services).sort(), ['api', 'postgres', ...apps.map((app) => app.name), ...COMPANIONS].sort());
});

test('keeps media in the MinIO bucket it creates before the API starts', () => {
  const api = services.api.environment;
  const minio = services.minio.environment;
  assert.equal(new URL(api.MEDIA_S3_ENDPOINT).hostname, 'minio');
  assert.equal(api.MEDIA_S3_ACCESS_KEY_ID, minio.MINIO_ROOT_USER);
  assert.equal(api.MEDIA_S3_SECRET_ACCESS_KEY, minio.MINIO_ROOT_PASSWORD);
  const createBucket = services['minio-bucket'].command.join(' ');
  assert.match(createBucket, new RegExp(`mc mb --ignore-existing local/${api.MEDIA_S3_BUCKET}$`));
  assert.equal(services.api.depends_on['minio-bucket'].condition, 'service_completed_successfully');
  assert.equal(services['minio-bucket'].depends_on.minio.condition, 'service_healthy');
});

test('mails the sign-in codes to Mailpit', () => {
  const api = services.api.environment;
  assert.equal(api.SMTP_HOST, 'mailpit');
  assert.equal(api.SMTP_PORT, '1025');
  assert.match(services.mailpit.image, /^axllent\/mailpit:v\d/);
  assert.equal(services.api.depends_on.mailpit.condition, 'service_started');
});

test('runs PostgreSQL 15 with pgvector', () => {
  assert.equal(services.postgres.image, 'pgvector/pgvector:pg15');
  assert.ok(services.postgres.healthcheck, 'postgres needs a health check for the API to wait on');
});

test('points the API at the postgres service and allows exactly the console origins', () => {
  const api = services.api;
  assert.equal(api.build.dockerfile, 'docker/api.Dockerfile');
  assert.ok(existsSync(join(rootDir, api.build.dockerfile)));
  // Reached through api-proxy only, which publishes the API's port.
  assert.equal(api.ports, undefined);
  assert.deepEqual(services['api-proxy'].ports, [`${topology.api.port}:${topology.api.port}`]);
  assert.equal(api.environment.PORT, String(topology.api.port));

  const database = new URL(api.environment.DATABASE_URL);
  const pg = services.postgres.environment;
  assert.equal(database.hostname, 'postgres');
  assert.equal(database.username, pg.POSTGRES_USER);
  assert.equal(database.password, pg.POSTGRES_PASSWORD);
  assert.equal(database.pathname, `/${pg.POSTGRES_DB}`);
  assert.equal(api.depends_on.postgres.condition, 'service_healthy');

  assert.deepEqual(api.environment.CORS_ORIGINS.split(','), resolveDeployment({}).corsOrigins);
  assert.ok(api.environment.JWT_SECRET, 'replicas need one shared signing key');
});

test('runs two API replicas behind nginx, sharing Redis for what they must agree on', () => {
  const api = services.api;
  const proxy = services['api-proxy'];
  assert.equal(api.deploy.replicas, 2);
  assert.equal(new URL(api.environment.REDIS_URL).hostname, 'redis');
  assert.equal(api.depends_on.redis.condition, 'service_healthy');
  assert.match(services.redis.image, /^redis:7\./);
  assert.ok(services.redis.healthcheck, 'redis needs a health check for the API to wait on');
  // The per-address rate limits must see the visitor's address, which the proxy forwards.
  assert.equal(api.environment.TRUST_PROXY, 'true');

  assert.match(proxy.image, /^nginx:1\./);
  assert.equal(proxy.depends_on.api.condition, 'service_healthy');
  assert.equal(services.host.depends_on.includes('api-proxy'), true);
  const [source, target] = proxy.volumes[0].split(':');
  assert.equal(target, '/etc/nginx/conf.d/default.conf');
  const conf = readFileSync(join(rootDir, source), 'utf8');
  assert.match(conf, new RegExp(`upstream api \\{[^}]*server api:${topology.api.port};`));
  assert.match(conf, new RegExp(`listen ${topology.api.port};`));
  assert.match(conf, /proxy_pass http:\/\/api;/);
  assert.match(conf, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  // Answers stream as server-sent events.
  assert.match(conf, /proxy_buffering off;/);
  // The largest upload (a 100 MB video) gets through.
  const bodyLimit = /client_max_body_size (\d+)m;/.exec(conf);
  assert.ok(bodyLimit && Number(bodyLimit[1]) >= 100, 'client_max_body_size must let a 100 MB video through');
  // Docker's SIGTERM reaches Node itself, and waits for the streams in flight before its SIGKILL.
  const dockerfile = readFileSync(join(rootDir, api.build.dockerfile), 'utf8');
  assert.match(dockerfile, /^CMD \["node", "--import", "tsx", "src\/server\.ts"\]$/m);
  const grace = Number(api.environment.SHUTDOWN_STREAM_GRACE_MS);
  assert.ok(grace > 0);
  assert.ok(Number(/^(\d+)s$/.exec(api.stop_grace_period)?.[1]) * 1000 > grace, 'stop_grace_period must outlast SHUTDOWN_STREAM_GRACE_MS');
});

for (const app of apps) {
  test(`serves ${app.name} from ${app.dir} on its own port ${app.port}`, () => {
    const service = services[app.name];
    assert.ok(service, `no service ${app.name}`);
    assert.equal(service.build.dockerfile, 'docker/app.Dockerfile');
    assert.equal(service.build.args.APP_DIR, app.dir);
    assert.ok(existsSync(join(rootDir, app.dir, 'package.json')), `${app.dir} is not an app folder`);
    assert.deepEqual(service.ports, [`${app.port}:${app.port}`]);
    assert.equal(service.environment.APP_NAME, app.name);
    assert.equal(`${service.environment.API_PUBLIC_URL}/api/v1`, deploymentOf(app.name).api.baseUrl);
    assert.equal(service.environment.API_PUBLIC_URL, `http://localhost:${topology.api.port}`);
  });

  test(`${app.name} carries the module federation name ${app.name} and the exposes of topology.json`, () => {
    const federation = federationOptions(app.dir);
    assert.equal(federation.name, app.name);
    assert.deepEqual(Object.keys(federation.exposes).sort(), [...app.exposes].sort());
    const row = topology.remotes.find((remote) => remote.name === app.name);
    assert.deepEqual(federation.exposes, row ? row.exposes : {});
    for (const file of Object.values(federation.exposes)) {
      assert.ok(existsSync(join(rootDir, app.dir, file)), `${app.dir} exposes ${file}, which is not there`);
    }
    assert.equal(federation.devPort, row ? row.port : topology.host.port);
  });
}

test("writes the host's remotes.json from its environment with every remote's published origin", () => {
  const hostEnv = services.host.environment;
  const deployment = deploymentOf('host');
  const host = deployment.apps.find((app) => app.name === 'host');
  assert.ok(host);
  const expected = Object.fromEntries(
    topology.remotes.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]),
  );
  assert.deepEqual(runtimeFiles(deployment, host)['/remotes.json'], expected);
  const remoteVariables = Object.keys(hostEnv).filter((key) => key.startsWith('REMOTE_')).sort();
  assert.deepEqual(remoteVariables, topology.remotes.map((r) => `REMOTE_${r.name.toUpperCase()}_URL`).sort());
});

test('installs the same sirv in the app image as the workspace catalog pins', () => {
  const image = JSON.parse(readFileSync(join(rootDir, 'docker', 'static-server', 'package.json'), 'utf8'));
  const catalog = parse(readFileSync(join(rootDir, 'pnpm-workspace.yaml'), 'utf8')).catalog;
  assert.equal(image.dependencies.sirv, catalog.sirv);
});

test('copies into the app image every local module its entrypoint loads', () => {
  const dockerfile = readFileSync(join(rootDir, 'docker', 'app.Dockerfile'), 'utf8');
  const copied = new Set([...dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm)].map((m) => m[1]));
  /** @param {string} file @param {Set<string>} seen */
  const localImports = (file, seen = new Set()) => {
    seen.add(relative(rootDir, file));
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (!seen.has(relative(rootDir, target))) localImports(target, seen);
    }
    return seen;
  };
  // The entrypoint, and the release command a deploy runs inside the image (`docker compose run`).
  for (const entry of ['docker/app-entrypoint.mjs', 'scripts/release.mjs']) {
    for (const module of localImports(join(rootDir, entry))) {
      assert.ok(copied.has(module), `docker/app.Dockerfile does not copy ${module}`);
    }
  }
  assert.ok(copied.has('topology.json'));
});

test('shares one release store between the host and every section, where the images look for it', () => {
  const dockerfile = readFileSync(join(rootDir, 'docker', 'app.Dockerfile'), 'utf8');
  const storePath = /^ENV RELEASES_DIR=(\S+)$/m.exec(dockerfile)?.[1];
  assert.ok(storePath, 'docker/app.Dockerfile sets RELEASES_DIR');
  assert.match(dockerfile, new RegExp(`mkdir -p ${storePath} && chown node:node ${storePath}`), 'the store is writable by the server user');
  assert.ok(compose.volumes && 'releases' in compose.volumes, 'a named volume "releases"');
  for (const app of apps) {
    assert.ok((services[app.name].volumes ?? []).includes(`releases:${storePath}`), `${app.name} mounts the release store at ${storePath}`);
  }
  for (const command of ['release.mjs release history --no-build', 'release.mjs deploy history v2']) {
    assert.ok(readFileSync(join(rootDir, 'docker-compose.yml'), 'utf8').includes(command), `docker-compose.yml shows \`${command}\``);
  }
});
