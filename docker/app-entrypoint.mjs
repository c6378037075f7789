// Container start of one browser app (host or a remote): write the per-deployment files into its
// dist from the environment, then serve it. APP_NAME picks the app; ports and public URLs follow
// scripts/lib/topology.mjs (API_PUBLIC_URL, REMOTE_<NAME>_URL, <NAME>_PORT), so rebuilding or moving
// a remote only changes the host's environment, never its image.
// Versioned releases (scripts/lib/releases.mjs) live in the volume at RELEASES_DIR, shared by the app
// containers: a remote serves its releases at /releases/<version>/, and the host serves the
// deployed remotes.json from there once `node scripts/release.mjs deploy` has written one
// (README "For section teams"), so a deploy or a rollback never restarts or rebuilds the host.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer, listen } from '../scripts/serve-static.mjs';
import { releasesDir, remotesFile, sectionReleasesDir } from '../scripts/lib/releases.mjs';
import { resolveDeployment, rootDir, runtimeFiles } from '../scripts/lib/topology.mjs';

const deployment = resolveDeployment(process.env);
const app = deployment.apps.find((candidate) => candidate.name === process.env.APP_NAME);
if (!app) {
  const names = deployment.apps.map((candidate) => candidate.name).join(', ');
  console.error(`APP_NAME must be one of ${names}; got ${process.env.APP_NAME ?? '(unset)'}`);
  process.exit(1);
}

const dist = join(rootDir, app.dir, 'dist');
for (const [path, value] of Object.entries(runtimeFiles(deployment, app))) {
  writeFileSync(join(dist, path), `${JSON.stringify(value, null, 2)}\n`);
  console.log(`${app.name}: wrote ${path} ${JSON.stringify(value)}`);
}

const releases = releasesDir(process.env);
const server = await listen(
  createStaticServer({
    root: dist,
    ...(app.role === 'remote' ? { releasesRoot: sectionReleasesDir(releases, app.name) } : { remotesFile: remotesFile(releases) }),
  }),
  app.port,
);
console.log(`${app.name}: serving ${dist} on port ${app.port} (public URL ${app.publicUrl})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
