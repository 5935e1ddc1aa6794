import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// What the reference server answers beside the app: the API, seeded images and uploads, the demo pages
// (customer service, agent login, visit line) and the demo game venue.
const server = 'http://localhost:3000';
const serverPaths = { '/api': server, '/media': server, '/demo': server, '/demo-venue': server };

export default defineConfig({
  // Relative base: the built app works from any folder an operator serves it from (hash routing).
  base: './',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
  },
});
