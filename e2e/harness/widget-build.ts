// The API serves the widget from widget/dist (loader, hashed frame bundle, manifest.json). `pnpm test`
// builds everything before the suite; a spec run on its own (`pnpm --filter e2e test tests/x.spec.ts`)
// would otherwise test whatever widget build was left there. Its esbuild build takes a second, so the
// harness brings it up to date with the same staleness rule as `pnpm build` (scripts/lib/build-apps.mjs).
import { buildApps } from '../../scripts/lib/build-apps.mjs';

export async function ensureWidgetBuild(): Promise<void> {
  await buildApps({ only: ['widget'] });
}
