import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAuth } from 'shared-auth';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { StartupError } from './app/StartupError';
import { signInWithMessage } from './app/sign-in';
import { loadRemotesConfig } from './config/remotes-config';
import { loadRuntimeConfig } from './config/runtime-config';
import { preloadSection, registerSectionRemotes } from './federation';
import type { ShellApi } from './login-first/shell-api';

let prepared: Promise<boolean> | undefined;

/** Once per page: the deployment's configuration, shared-auth's API address and the sections. */
function prepare(): Promise<boolean> {
  prepared ??= (async () => {
    const [runtimeConfig, remotes] = await Promise.all([
      loadRuntimeConfig().catch((error: unknown) => {
        console.error('[runtime-config.json] could not be read', error);
        return null;
      }),
      loadRemotesConfig(),
    ]);
    if (!runtimeConfig) return false;
    configureAuth({ apiBaseUrl: runtimeConfig.apiBaseUrl });
    registerSectionRemotes(remotes);
    return true;
  })();
  return prepared;
}

async function start(container: HTMLElement) {
  const ready = await prepare();
  const root = createRoot(container);
  if (!ready) {
    root.render(
      <AppProviders>
        <StartupError />
      </AppProviders>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

async function signIn(credentials: Parameters<ShellApi['signIn']>[0]) {
  if (!(await prepare())) throw new Error('runtime-config.json could not be read');
  await signInWithMessage(credentials);
}

/** What main.js (src/login-first/) calls: the shell starts only when it is asked to. */
export const shell: ShellApi = {
  prepare,
  signIn,
  start,
  preloadSignedIn() {
    void import('./layout/Layout');
    void import('./pages/dashboard/DashboardPage');
    // The shell's route for every section: a section's first visit then costs the section alone.
    void import('./sections/SectionRoute');
    // The dashboard's panels come from the analytics section: its chunks too, once the remotes are known.
    void prepare().then((ready) => (ready ? preloadSection('analytics', './DashboardPanels') : undefined));
  },
};
