// The house rules, checked by `npm run lint` (part of `npm test` and CI). ESLint's flat config with
// typescript-eslint's recommended rules, React's hook rules for the app, and import boundaries in the
// style of bulletproof-react (import-x/no-restricted-paths): each layer imports only what it may.
// Unused files and exports are knip's job (knip.json), run beside this.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Which folder may import which: a zone forbids `target` to import anything under `from`. */
const boundaries = [
  // A feature uses another feature only through that feature's public index.ts.
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: 'A feature imports another feature only through its index.ts (its public face).',
  })),
  // Shared code knows nothing of the features or of the app that composes them.
  ...['lib', 'components', 'stores'].map((shared) => ({
    target: `${web}/${shared}`,
    from: [`${web}/features`, `${web}/app`],
    message: 'lib/, components/ and stores/ are shared: they import no feature and nothing of app/.',
  })),
  // The route table is read by every layer, so it imports none of them.
  { target: `${web}/route-table.ts`, from: web, except: ['./route-table.ts'], message: 'The route table imports nothing of the app.' },
  // The apps never import each other (end-to-end tests reach them through package exports: below).
  { target: './apps/web', from: './apps/server', message: 'The app and the server share only the contract.' },
  { target: './apps/server', from: './apps/web', message: 'The app and the server share only the contract.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // Fastify's typed decorators extend its interfaces by declaration merging (`interface FastifyInstance extends Services {}`).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_` names a binding kept for its position (a skipped tuple member, an unused callback argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // A migration sees the schema as it was when it was written, not today's Database: Kysely's
    // migration guide types it Kysely<any>.
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Judged on what the import says, not where it resolves: a package export (@lobby/server/bench) is
    // a file under src/ too, and it is the allowed way in.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/(web|server)/src(/|$)',
              message: "e2e uses the apps' package exports (@lobby/server/..., @lobby/web/...), never their src/ by path.",
            },
          ],
        },
      ],
    },
  },
);
