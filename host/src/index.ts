// The shell's entry (shell.js), loaded by the login-first bundle (main.js, src/login-first/). The async
// boundary: the federation runtime sets up the shared scope before any shared module loads; the
// modules main.js already runs (React, ReactDOM, Emotion) join it first.
import { adoptPageShares } from './federation/page-shares';

adoptPageShares();
window.__consoleShell = import('./bootstrap').then((m) => m.shell);
