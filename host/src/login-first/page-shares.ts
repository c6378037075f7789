// The modules the login page needs anyway and the shell must not load twice: one React, one ReactDOM,
// one Emotion for the whole page (docs/architecture.md §3). main.js bundles them and hands them to the shell,
// which registers them as its shared singletons (src/federation/page-shares.ts); the shell's build
// consumes them with `import: false` (tooling/webpack/federation.shared.cjs, PAGE_SHARES). Each is
// handed over whole: a namespace used as a value keeps every export, as a shared module must.
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import type { PageShares } from './shell-api';

export const pageShares: PageShares = {
  react: () => react,
  'react/jsx-runtime': () => reactJsxRuntime,
  'react-dom': () => reactDom,
  'react-dom/client': () => reactDomClient,
  '@emotion/react': () => emotionReact,
  '@emotion/styled': () => emotionStyled,
};
