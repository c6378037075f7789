import { createRoot } from 'react-dom/client';
import { configureAuth } from 'shared-auth';
import { loadRuntimeConfig } from './runtime-config';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';
import { StartupError } from './StartupError';

/**
 * A remote's bootstrap when it is opened on its own dev server (the host never loads it): read
 * /runtime-config.json, point shared-auth at that API, then render the section with a sign-in page.
 */
export function runStandalone(app: StandaloneAppProps): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  loadRuntimeConfig().then(
    (config) => {
      configureAuth({ apiBaseUrl: config.apiBaseUrl });
      root.render(<StandaloneApp {...app} />);
    },
    (error: unknown) => {
      root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
    },
  );
}
