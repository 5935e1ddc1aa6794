import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '@lobby/contract';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases.ts';
import { bootIndicator } from './boot-indicator.ts';
import { compileHints } from './compile-hints.ts';
import { defaultBrand } from './brand-build.ts';
import { inlineEntryCss } from './inline-entry-css.ts';
import { precompress } from './precompress.ts';
import { routePreload } from './route-preload.ts';
import { EARLY_CALLS } from './src/app/early-calls.ts';
import { BASE_URL_KEY } from './src/lib/base-url.ts';
import { LOCALE_STORAGE_KEY } from './src/i18n/locale-storage-key.ts';

// What the reference server answers beside the app: the API, seeded images and uploads, the demo pages
// (customer service, agent login, visit line) and the demo game venue.
const server = 'http://localhost:3000';
const serverPaths = { '/api': server, '/media': server, '/demo': server, '/demo-venue': server, '/brand': server, '/manifest.webmanifest': server };

// How the build splits its code (build.rolldownOptions below). Under Lighthouse's mobile conditions
// (HTTP/1.1, six connections, 150 ms round trips) every extra file of a first screen costs about a round
// trip, so a landing page loads the entry and four or five files, not twenty-five:
// - index: everything the entry imports statically, in one file (antd-mobile's components excepted:
//   the entry's one import from the antd-mobile barrel must not drag them in);
// - ui: the libraries three pages or more share (antd-mobile's base components, TanStack's extra
//   observers, the icons), in one file every first screen needs;
// - motion: the animation library (react-spring) of the tabs and the floating layers, with
//   the tabs and the spinner, which home's first screen does without;
// - overlay: antd-mobile's floating layers (popup, toast) and the gesture library, loaded by the
//   pages that open one, after the first paint on the landing pages (login shows its toasts on demand);
// - common: the app's own modules four pages or more share (page header, form rows), but for the
//   Intl time formats of the pages that list times, which home never shows;
// - records: the record pages' list, status chips, copy button and filter chips, which home never shows;
// - what only one or two pages use (pickers, DOMPurify, dayjs) stays with those pages.
const OVERLAYS = /node_modules[\\/](@use-gesture|antd-mobile[\\/]es[\\/](components[\\/](popup|mask|dialog|toast|center-popup|action-sheet|modal)|utils[\\/](render-imperatively|use-lock-scroll|use-touch|render-to-body|render-to-container|get-container)))/;
// The animation library of antd-mobile's tabs and floating layers, with the base components that
// animate with it: their own file, so that a page without them (home draws its tabs with CSS) does not
// download and run them before its first render.
const MOTION = /node_modules[\\/](@react-spring[\\/]|antd-mobile[\\/]es[\\/](components[\\/](tabs|scroll-mask|spin-loading)[\\/]|utils[\\/](reduce-and-restore-motion|use-tab-list-scroll)\.js))/;
// The record pages' shared parts (list, chips, copy button): shared by more than four pages, they would
// otherwise land in \`common\`, which home's first render downloads.
const RECORD_LISTS = /[\\/]src[\\/](features[\\/]records[\\/]|components[\\/](form[\\/]ChoiceChips|copy[\\/])|lib[\\/]copy-text)/;
// Each language's catalogues (src/i18n/catalogues/load-catalogues.ts imports them: the app's labels, the
// contract's messages and antd-mobile's texts) in one file of their own, so that a member in that language
// downloads one file before the first render, not three; antd-mobile's English base, which its zh-TW texts
// extend, stays a file of its own that both share.
const CATALOGUES = {
  'zh-TW': /[\\/](catalogues[\\/]zh-TW\.ts|contract[\\/]src[\\/]i18n[\\/]zh-TW\.ts|locales[\\/]zh-TW\.js)$/,
  en: /[\\/](catalogues[\\/]en\.ts|contract[\\/]src[\\/]i18n[\\/]en\.ts|locales[\\/]en-US\.js)$/,
};
const ANTD_COMPONENTS = /node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]/;
// The antd-mobile barrel itself stays out of `ui`: taking it in would take in every component it names.
const PAGE_SPECIFIC_LIBS = /node_modules[\\/](dompurify|dayjs|antd-mobile[\\/]es[\\/](index\.js|components[\\/](date-picker|picker|cascader|checkbox|radio|image|text-area|switch|notice-bar|progress-bar|tag|badge)))/;

export default defineConfig({
  // Relative base: the built app works from any folder an operator serves it from (hash routing).
  base: './',
  plugins: [
    react(),
    bootIndicator(),
    // The build is dressed as the default brand (LOBBY_BRAND, else brands/lobby); others need no rebuild.
    defaultBrand(fileURLToPath(new URL('../../brands', import.meta.url)), process.env.LOBBY_BRAND ?? 'lobby'),
    // route-preload.js: the opened route's chunks download with the entry; likely next routes are
    // prefetched when the page is idle.
    // It also sends the landing page's early calls (src/app/early-calls.ts).
    routePreload({
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      likelyNext: ['/login', '/register', '/activity', '/mine'],
      early: { calls: EARLY_CALLS, baseUrlKey: BASE_URL_KEY, timeoutMs: REQUEST_TIMEOUT_MS, successCode: SUCCESS_CODE },
      // The catalogues src/i18n/catalogues/load-catalogues.ts imports per language: the app's labels, the
      // contract's messages and antd-mobile's texts.
      locales: { storageKey: LOCALE_STORAGE_KEY, modules: CATALOGUES },
    }),
    inlineEntryCss(),
    // The entry's functions compiled while it downloads, off the main thread (Chrome 136+).
    compileHints(),
    // The service worker (src/sw.ts): the app registers it after its first render (lib/service-worker);
    // the manifest is the brand's (brand-build.ts, and the server per host), not the plugin's.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell and the build's code; not the pictures of public/ (games, landing, captchas), which
        // load when shown, nor the precompressed copies.
        globPatterns: ['index.html', 'manifest.webmanifest', 'brand/*', 'assets/*.{js,css}', 'logo.svg'],
        globIgnores: ['**/*.br', '**/*.gz'],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: aliases,
  },
  server: {
    proxy: serverPaths,
  },
  preview: {
    proxy: serverPaths,
  },
  build: {
    target: 'es2020',
    // Read by the bench (e2e/bench/bundle-size.ts) to follow each chunk's static imports.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...Object.entries(CATALOGUES).map(([locale, test]) => ({ name: `catalogue-${locale}`, test, priority: 4, includeDependenciesRecursively: false })),
            { name: 'index', tags: ['$initial'], test: (id) => !ANTD_COMPONENTS.test(id), priority: 3, includeDependenciesRecursively: false },
            { name: 'motion', test: MOTION, minShareCount: 2, priority: 2.5, includeDependenciesRecursively: false },
            { name: 'ui', test: (id) => /node_modules/.test(id) && !PAGE_SPECIFIC_LIBS.test(id) && !OVERLAYS.test(id), minShareCount: 3, priority: 2 },
            { name: 'overlay', test: OVERLAYS, minShareCount: 2, priority: 1.5 },
            { name: 'records', test: RECORD_LISTS, minShareCount: 2, priority: 1.2, includeDependenciesRecursively: false },
            { name: 'common', test: (id) => /[\\/]src[\\/]/.test(id) && !/SafeHtml|display-time/.test(id), minShareCount: 4, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
