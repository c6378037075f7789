import { createRoot } from 'react-dom/client';
import { configureAuth } from 'shared-auth';
import { loadRuntimeConfig } from './standalone/runtime-config';
import { StandaloneApp } from './standalone/standalone-app';
import { StartupError } from './standalone/startup-error';

// Only runs when this remote is opened on its own dev server; the host never loads this module.
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadRuntimeConfig().then(
  (config) => {
    configureAuth({ apiBaseUrl: config.apiBaseUrl });
    root.render(<StandaloneApp />);
  },
  (error: unknown) => {
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
  },
);
