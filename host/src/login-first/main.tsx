// main.js, the console's first script (issue #42): the login page before anything else. It bundles
// React, ReactDOM, Emotion and the few MUI components of the form, and no federation runtime, router,
// zod or section: /login accepts input once this one file has run. The shell (shell.js: the federated
// host, src/index.ts) is loaded when the browser is idle, or at once for a signed-in visit, and
// takes over the page; it receives this file's React, ReactDOM and Emotion as its shared singletons
// (page-shares.ts), so the page keeps one of each.
import { createRoot, type Root } from 'react-dom/client';
import { readStoredAuth } from 'shared-auth';
import type { LoginRequest } from 'shared-contracts';
import { AppProviders } from '../app/AppProviders';
import { labels } from '../labels';
import { LoginPage } from '../pages/login/LoginPage';
import { pageShares } from './page-shares';
import type { ShellApi } from './shell-api';

/** Where webpack found this script: shell.js sits beside it, on the host's origin. */
declare let __webpack_public_path__: string;

window.__consolePageShares = pageShares;

let shellLoad: Promise<ShellApi> | undefined;

/** Adds shell.js (from this script's own origin) once; a failed download may be tried again. */
function loadShell(): Promise<ShellApi> {
  shellLoad ??= new Promise<ShellApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${__webpack_public_path__}shell.js`;
    script.async = true;
    script.onload = () => {
      if (window.__consoleShell) resolve(window.__consoleShell);
      else reject(new Error('shell.js did not start'));
    };
    script.onerror = () => {
      script.remove();
      shellLoad = undefined;
      reject(new Error('shell.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return shellLoad;
}

/** The shell renders the console at the current URL; the login page's root gives the element up first. */
async function handOver(shell: ShellApi, container: HTMLElement, loginRoot?: Root) {
  loginRoot?.unmount();
  await shell.start(container);
}

/** After the first paint, when the browser has nothing else to do (or within 2 s). */
function whenIdle(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));
  requestAnimationFrame(() => setTimeout(idle, 0));
}

/**
 * RequireAuth's work for a signed-out deep link, done before the router exists: /login, remembering
 * the page asked for in the state React Router reads (history.state.usr), so signing in returns to it.
 */
function redirectToLogin() {
  const { pathname, search, hash } = window.location;
  if (pathname === '/login') return;
  const state = { usr: { from: { pathname, search, hash } }, key: Math.random().toString(36).slice(2, 10), idx: 0 };
  window.history.replaceState(state, '', '/login');
}

function showLogin(container: HTMLElement) {
  redirectToLogin();
  const root = createRoot(container);
  const signIn = async (credentials: LoginRequest) => {
    const shell = await loadShell().catch(() => {
      throw new Error(labels.login.consoleUnreachable);
    });
    if (!(await shell.prepare())) {
      // Without its runtime configuration the shell shows its start-up error instead.
      await handOver(shell, container, root);
      return;
    }
    await shell.signIn(credentials);
    await handOver(shell, container, root);
  };
  root.render(
    <AppProviders>
      <LoginPage signIn={signIn} />
    </AppProviders>,
  );
  // The rest of the console, while the owner types: the shell, its configuration and the signed-in
  // shell's first screen, so signing in goes straight to the dashboard.
  whenIdle(() => {
    loadShell()
      .then((shell) => {
        void shell.prepare();
        shell.preloadSignedIn();
      })
      .catch(() => undefined);
  });
}

const container = document.getElementById('root');
if (container) {
  if (readStoredAuth() === null) showLogin(container);
  else void loadShell().then((shell) => handOver(shell, container));
}
