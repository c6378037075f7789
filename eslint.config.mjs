// One lint setup for the workspace. Besides the usual TypeScript rules it holds the import
// direction of docs/architecture.md §2 as code: shared-* -> features -> routes -> section, a feature never
// imports another feature, a section never imports another section, and the host reaches the
// sections only through module federation at run time.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const dirs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);
const remotes = dirs.filter((name) => name.startsWith('remote-'));
const shared = dirs.filter((name) => name.startsWith('shared-'));
const browserPackages = ['host', ...remotes, ...shared, 'widget'];
const apps = ['host', ...remotes];
const abs = (...parts) => join(root, ...parts);

/** Imports no browser package may use (no-restricted-imports); the sections' block below adds its own to these. */
const browserRestrictedImports = [
  {
    name: '@mui/material',
    message:
      "Import MUI by path ('@mui/material/Button'): MUI is shared per path under module federation, and the barrel pulls every component into the bundle.",
  },
  {
    name: 'react-router',
    message:
      "Import from 'react-router-dom': it is the page's one shared router (tooling/webpack/federation.router.mjs); 'react-router' would be bundled as a second copy with its own contexts.",
  },
];

/** Zones of import-x/no-restricted-paths: `target` may not import from `from`. */
function restrictedZones() {
  const zones = [];
  for (const pkg of shared) {
    zones.push({
      target: abs(pkg),
      from: ['host', 'api', 'e2e', 'bench', ...remotes].map((dir) => abs(dir)),
      message: 'shared-* packages are used by the apps and never depend on them.',
    });
  }
  zones.push({
    target: abs('shared-contracts'),
    from: shared.filter((pkg) => pkg !== 'shared-contracts').map((dir) => abs(dir)),
    message: 'shared-contracts is isomorphic (the API imports it): no browser code in it.',
  });
  for (const remote of remotes) {
    zones.push({
      target: abs(remote),
      from: ['host', 'api', ...remotes.filter((other) => other !== remote)].map((dir) => abs(dir)),
      message: 'A section never imports another section or the host: link by path instead.',
    });
  }
  zones.push({
    target: abs('host'),
    from: [...remotes, 'api'].map((dir) => abs(dir)),
    message: "The host loads sections at run time through module federation (host/src/federation), never from their source.",
  });
  zones.push({
    target: abs('widget'),
    from: ['host', 'api', 'e2e', 'bench', ...remotes, ...shared.filter((pkg) => pkg !== 'shared-contracts')].map((dir) => abs(dir)),
    message: 'The widget runs on visitors\' pages: it shares only shared-contracts (and only what does not pull zod into its bundle).',
  });
  zones.push({
    target: abs('api'),
    from: ['host', ...remotes, ...shared.filter((pkg) => pkg !== 'shared-contracts')].map((dir) => abs(dir)),
    message: 'The API shares only shared-contracts with the browser.',
  });

  for (const app of apps) {
    const src = abs(app, 'src');
    const featuresDir = join(src, 'features');
    const features = existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
      : [];
    for (const feature of features) {
      zones.push({
        target: join(featuresDir, feature),
        from: featuresDir,
        except: [`./${feature}`],
        message: 'A feature never imports another feature: compose them in a route.',
      });
    }
    zones.push({
      target: featuresDir,
      from: [join(src, 'routes'), join(src, 'section.tsx')],
      message: 'Import direction is features -> routes -> section.',
    });
    zones.push({
      target: join(src, 'routes'),
      from: [join(src, 'section.tsx')],
      message: 'Import direction is features -> routes -> section.',
    });
  }
  return zones;
}

/** no-restricted-syntax selectors for a feature's hooks/: what it exports as a function is a hook (use…). */
const hooksOnlySyntax = [
  {
    selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name!=/^use[A-Z]/]',
    message: "hooks/ exports hooks only (useSomething): move a plain function to the feature's utils/.",
  },
  {
    selector:
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name!=/^use[A-Z]/][init.type=/^(ArrowFunctionExpression|FunctionExpression)$/]',
    message: "hooks/ exports hooks only (useSomething): move a plain function to the feature's utils/.",
  },
  {
    selector: 'ExportDefaultDeclaration',
    message: 'hooks/ exports its hooks by name (export function useSomething).',
  },
];

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.tmp/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      'bench/results/**',
    ],
  },
  {
    // Disabling a rule in a comment is not an option in this codebase: fix the code or the config.
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  importX.recommended,
  {
    files: tsFiles,
    extends: [tseslint.configs.recommended, importX.typescript],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: [abs('*/tsconfig.json')], noWarnOnMultipleProjects: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      // tsc reports unresolved imports with better messages; federation ids are not files.
      'import-x/no-unresolved': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: restrictedZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: browserPackages.map((pkg) => `${pkg}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserRestrictedImports,
        },
      ],
    },
  },
  {
    // One way to call the API from a section (issue 11): a section's features and the host go through
    // shared-auth's apiGet / apiSend / apiSendNoContent / apiDownload / apiUpload, which parse the
    // answer with its schema and turn every failure into an ApiRequestError. The raw client (and ky
    // itself) would bring back the try { schema.parse(await httpClient…json()) } catch copies.
    // This block's no-restricted-imports replaces the browser block's for these files, so it repeats
    // those paths.
    files: ['remote-*/src/features/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...browserRestrictedImports,
            {
              name: 'shared-auth',
              importNames: ['httpClient', 'uploadWithProgress'],
              message:
                "Call the API through shared-auth's apiGet / apiSend / apiSendNoContent / apiDownload / apiUpload: they parse the answer with its schema and map every failure to an ApiRequestError.",
            },
            {
              name: 'ky',
              message: "Call the API through shared-auth's apiGet / apiSend (its client carries the token, the refresh and the time-out).",
            },
          ],
        },
      ],
    },
  },
  // ---- API (issue #11 §4) ----
  {
    // An API file reaches src/ three or more folders up through its package alias, #src/… (api/package.json
    // "imports"), never through ../../../: the path then says where the module lives, not how far away it is.
    files: ['api/**/*.{ts,tsx,mts,cts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: "Import from three or more folders up through '#src/…' (api/package.json \"imports\"), not '../../../'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place the API loads a dependency on first use; it must be `require` (the file says why).
    files: ['api/src/lib/modules/on-first-use.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // ---- end API ----
  // ---- Section folders say what they hold (issue #11) ----
  // A feature's hooks/ holds hooks only, each in a use-*.ts(x) file named after it; a plain function
  // goes to the feature's utils/ (or to shared-ui when two features need it). A components/ file is
  // named in PascalCase after what it draws. The earlier moves out of hooks/ stay made this way.
  // Both hooks blocks set the whole no-restricted-syntax list for their files, so the second repeats
  // the first's selectors.
  {
    files: ['remote-*/src/features/*/hooks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...hooksOnlySyntax] },
  },
  {
    files: ['remote-*/src/features/*/hooks/**/*.{ts,tsx}'],
    ignores: ['remote-*/src/features/*/hooks/**/use-*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...hooksOnlySyntax,
        { selector: 'Program', message: "A file in a feature's hooks/ is named after its hook: use-<name>.ts(x)." },
      ],
    },
  },
  {
    files: ['remote-*/src/**/components/**/*.{ts,tsx}'],
    ignores: ['remote-*/src/**/components/**/[A-Z]*([A-Za-z0-9]).tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'A file in components/ is a .tsx named in PascalCase after what it draws (FieldCard.tsx); plain functions go to utils/.' },
      ],
    },
  },
  // ---- end section folders ----
  {
    files: ['**/*.cjs', '{host,remote-*,shared-*,api}/*.js', '*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'e2e/**', 'bench/**', 'api/**', 'docker/**', '**/*.config.{js,cjs,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', '**/jest.setup.*', '**/setup-tests.*', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
