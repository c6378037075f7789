import type { LoginRequest } from 'shared-contracts';

/**
 * What the shell (shell.js: the federated host, src/index.ts) offers the login-first bundle (main.js,
 * src/login-first/main.tsx) that loaded it. Types only: the two are separate builds (issue #42).
 */
export interface ShellApi {
  /** Reads runtime-config.json and remotes.json, configures shared-auth, registers the sections. False: the console cannot start. */
  prepare(): Promise<boolean>;
  /** Signs in through the page's shared-auth; rejects with an Error carrying the Japanese message. */
  signIn(credentials: LoginRequest): Promise<void>;
  /** Renders the console (or its start-up error) into the container, at the current URL. */
  start(container: HTMLElement): Promise<void>;
  /** Downloads the signed-in shell's first screen (layout, dashboard, the section route, the dashboard's analytics chunks) without rendering it. */
  preloadSignedIn(): void;
}

/** The modules main.js already runs, handed to the shell as shared singletons: share key -> module. */
export type PageShares = Record<string, () => unknown>;

declare global {
  interface Window {
    /** Set by main.js before it loads shell.js. */
    __consolePageShares?: PageShares;
    /** Set by shell.js: resolves once its bootstrap has loaded. */
    __consoleShell?: Promise<ShellApi>;
  }
}
