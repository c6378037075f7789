import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAuth } from 'shared-auth';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { StartupError } from './app/StartupError';
import { loadRemotesConfig } from './config/remotes-config';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerSectionRemotes } from './federation';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  const [runtimeConfig, remotes] = await Promise.all([
    loadRuntimeConfig().catch((error: unknown) => {
      console.error('[runtime-config.json] could not be read', error);
      return null;
    }),
    loadRemotesConfig(),
  ]);
  if (!runtimeConfig) {
    root.render(
      <AppProviders>
        <StartupError />
      </AppProviders>,
    );
    return;
  }
  configureAuth({ apiBaseUrl: runtimeConfig.apiBaseUrl });
  registerSectionRemotes(remotes);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
